import { describe, expect, it } from 'vitest';
import { categoriesInText, naceStartsWith, readBusinessProfile } from './business-profile';

describe('business profile', () => {
  it('reads the category in any of the five languages', () => {
    expect([...categoriesInText('Bäckerei')]).toEqual(['Food Processor']);
    expect([...categoriesInText('supermercato')]).toEqual(['Retailer']);
    expect([...categoriesInText('restauration collective')]).toEqual(['Caterer']);
    expect([...categoriesInText('gostilna')]).toEqual(['Restaurant']);
    expect([...categoriesInText('Private Person')]).toEqual(['Private Person']);
  });
  it('reads compounds ending in a category name', () => {
    expect([...categoriesInText('Dorfbäckerei')]).toEqual(['Food Processor']);
  });
  it('maps NACE codes by prefix', () => {
    expect(naceStartsWith('10.71', '10.7')).toBe(true);
    expect(naceStartsWith('10.71', '10')).toBe(true);
    expect(naceStartsWith('10.7', '10.71')).toBe(false);
    expect(naceStartsWith('56.21', '56.1')).toBe(false);
    const profile = readBusinessProfile({ naceCodes: [{ code: '56.21', description: 'x' }] });
    expect([...profile.categories]).toEqual(['Caterer']);
    expect(profile.readFrom).toBe('nace');
  });
  it('adds the NACE categories to a stated category', () => {
    const profile = readBusinessProfile({ businessCategory: 'Bakery', naceCodes: ['47.24'] });
    expect([...profile.categories].sort()).toEqual(['Food Processor', 'Retailer']);
  });
  it('falls back to the company name and description', () => {
    expect([...readBusinessProfile({ name: 'Gasthaus zur Post' }).categories]).toEqual([
      'Restaurant',
    ]);
    expect(readBusinessProfile({ description: 'We run a school canteen' }).readFrom).toBe(
      'description',
    );
  });
  it('knows nothing from an empty profile', () => {
    const profile = readBusinessProfile(null);
    expect(profile.categories.size).toBe(0);
    expect(profile.readFrom).toBeNull();
  });
});
