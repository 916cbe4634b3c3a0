import { describe, expect, it } from 'vitest';
import { composeAddress } from './compose-address';

const location = (address = '', postalCode = '', city = '', country = '') => ({
  address,
  postalCode,
  city,
  country,
});

describe('composeAddress', () => {
  it('writes street, postal code with city, and country on one line', () => {
    expect(composeAddress(location('Hauptplatz 1', '8010', 'Graz', 'Austria'))).toBe(
      'Hauptplatz 1, 8010 Graz, Austria',
    );
  });

  it('trims every part and collapses inner runs of spaces', () => {
    expect(composeAddress(location('  Hauptplatz   1 ', ' 8010', 'Graz  ', '\tAustria'))).toBe(
      'Hauptplatz 1, 8010 Graz, Austria',
    );
  });

  it.each([
    [location('', '8010', 'Graz', 'Austria'), '8010 Graz, Austria'],
    [location('Hauptplatz 1', '', 'Graz', ''), 'Hauptplatz 1, Graz'],
    [location('Hauptplatz 1', '8010', '', 'Austria'), 'Hauptplatz 1, 8010, Austria'],
    [location('', '', '', 'Slovenia'), 'Slovenia'],
    [location('  ', ' ', 'Ljubljana', '  '), 'Ljubljana'],
  ])('skips blank parts: %o', (parts, expected) => {
    expect(composeAddress(parts)).toBe(expected);
  });

  it('is empty when every part is blank', () => {
    expect(composeAddress(location())).toBe('');
    expect(composeAddress(location(' ', '  ', '\t', ''))).toBe('');
  });
});
