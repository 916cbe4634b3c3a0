import { describe, expect, it } from 'vitest';
import { isPrivatePerson } from './use-private-person';

describe('isPrivatePerson', () => {
  it('follows the business category of step 1 when one is given', () => {
    expect(isPrivatePerson('Private Person', 'company')).toBe(true);
    expect(isPrivatePerson(' private person ', null)).toBe(true);
    expect(isPrivatePerson('Bakery', 'individual')).toBe(false);
    expect(isPrivatePerson('Restaurant', undefined)).toBe(false);
  });

  it('follows the account type without a category', () => {
    expect(isPrivatePerson('', 'individual')).toBe(true);
    expect(isPrivatePerson('  ', 'company')).toBe(false);
    expect(isPrivatePerson(null, undefined)).toBe(false);
  });
});
