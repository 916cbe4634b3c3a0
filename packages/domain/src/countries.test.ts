import { describe, expect, it } from 'vitest';
import { countryCode, KNOWN_COUNTRY_CODES } from './countries';
import { parsePostalCode } from './postal-codes';

describe('countryCode', () => {
  it.each([
    [
      'AT',
      [
        'Österreich',
        'Oesterreich',
        'osterreich',
        'Autriche',
        'Austria',
        'Avstrija',
        'AT',
        'at',
        'AUT',
        'A',
        'Ö',
      ],
    ],
    [
      'DE',
      ['Deutschland', 'Germania', 'Nemčija', 'Nemcija', 'BRD', 'Germany', 'Allemagne', 'DEU', 'D'],
    ],
    ['IT', ['Italia', 'Italie', 'Italien', 'Italy', 'Italija', 'ITA', 'I', 'it']],
    ['SI', ['Slovenija', 'Slowenien', 'Slovenia', 'Slovénie', 'Slovenie', 'SLO', 'SVN', 'si']],
    ['CH', ['Schweiz', 'Suisse', 'Svizzera', 'Švica', 'Svica', 'Switzerland', 'CH', 'CHE', 'SUI']],
    ['LI', ['Liechtenstein', 'LIECHTENSTEIN', 'FL', 'LIE', 'Fürstentum Liechtenstein']],
    ['FR', ['France', 'Frankreich', 'Francija', 'Francia', 'FRA', 'F', 'République Française']],
  ])('reads %s in every form', (expected, inputs) => {
    for (const input of inputs) expect(countryCode(input), input).toBe(expected);
  });

  it('knows the other EU countries by English name and code', () => {
    const english: Record<string, string> = {
      BE: 'Belgium',
      BG: 'Bulgaria',
      HR: 'Croatia',
      CY: 'Cyprus',
      CZ: 'Czech Republic',
      DK: 'Denmark',
      EE: 'Estonia',
      FI: 'Finland',
      GR: 'Greece',
      HU: 'Hungary',
      IE: 'Ireland',
      LV: 'Latvia',
      LT: 'Lithuania',
      LU: 'Luxembourg',
      MT: 'Malta',
      NL: 'Netherlands',
      PL: 'Poland',
      PT: 'Portugal',
      RO: 'Romania',
      SK: 'Slovakia',
      ES: 'Spain',
      SE: 'Sweden',
    };
    for (const [code, name] of Object.entries(english)) {
      expect(countryCode(name), name).toBe(code);
      expect(countryCode(code.toLowerCase()), code).toBe(code);
      expect(KNOWN_COUNTRY_CODES).toContain(code);
    }
  });

  it('keeps neighbours with similar names apart', () => {
    expect(countryCode('Slovakia')).toBe('SK');
    expect(countryCode('Slowakei')).toBe('SK');
    expect(countryCode('Slovaška')).toBe('SK');
    expect(countryCode('Slovenia')).toBe('SI');
    expect(countryCode('Österreich')).toBe('AT');
    expect(countryCode('Australia')).toBeNull();
  });

  it('reads any ISO alpha-2 code, also outside Europe', () => {
    expect(countryCode('us')).toBe('US');
    expect(countryCode('JP')).toBe('JP');
    expect(countryCode('AE')).toBe('AE');
  });

  it('tolerates spaces, dots and a code or name in brackets', () => {
    expect(countryCode('  deutschland ')).toBe('DE');
    expect(countryCode('D.')).toBe('DE');
    expect(countryCode('Österreich (AT)')).toBe('AT');
    expect(countryCode('AT - Austria')).toBe('AT');
  });

  it('answers null for what it does not know', () => {
    for (const input of ['', '   ', 'Narnia', 'XX', 'ZZZ', '123']) {
      expect(countryCode(input), input).toBeNull();
    }
  });
});

describe('parsePostalCode', () => {
  it('strips a country prefix and names the country', () => {
    expect(parsePostalCode('A-8010')).toEqual({ postalCode: '8010', countryCode: 'AT' });
    expect(parsePostalCode('D-80331')).toEqual({ postalCode: '80331', countryCode: 'DE' });
    expect(parsePostalCode('ch-8001')).toEqual({ postalCode: '8001', countryCode: 'CH' });
    expect(parsePostalCode('I - 39100')).toEqual({ postalCode: '39100', countryCode: 'IT' });
    expect(parsePostalCode('SLO-1000')).toEqual({ postalCode: '1000', countryCode: 'SI' });
    expect(parsePostalCode('FL-9490')).toEqual({ postalCode: '9490', countryCode: 'LI' });
    expect(parsePostalCode('D80331')).toEqual({ postalCode: '80331', countryCode: 'DE' });
  });

  it('keeps leading zeros and codes that merely start with letters', () => {
    expect(parsePostalCode(' 01067 ')).toEqual({ postalCode: '01067', countryCode: null });
    expect(parsePostalCode('sw1a 1aa')).toEqual({ postalCode: 'SW1A 1AA', countryCode: null });
    expect(parsePostalCode('XY-1234')).toEqual({ postalCode: 'XY-1234', countryCode: null });
    expect(parsePostalCode('  ')).toBeNull();
  });
});
