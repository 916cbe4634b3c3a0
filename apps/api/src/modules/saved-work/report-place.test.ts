import { describe, expect, it } from 'vitest';
import { postalPlace } from './report-place';

describe('postalPlace', () => {
  it('keeps the postal code, the town and the country, never the street', () => {
    expect(postalPlace('Hauptplatz 1, 8010 Graz, AT')).toBe('8010 Graz, AT');
    expect(postalPlace('Hauptplatz 1, 8010 Graz')).toBe('8010 Graz');
    expect(postalPlace('Stiege 2, Hauptplatz 1, 8010 Graz, Austria')).toBe('8010 Graz, Austria');
    expect(postalPlace('Marienplatz 8, D-80331 München, DE')).toBe('D-80331 München, DE');
    // A French street starts with its number: two digits are no postal code.
    expect(postalPlace('12 rue de la Paix, 75002 Paris, FR')).toBe('75002 Paris, FR');
    expect(postalPlace('8010 Graz, AT')).toBe('8010 Graz, AT');
  });

  it('finds a postal code with no comma before it', () => {
    expect(postalPlace('Hauptplatz 1 8010 Graz')).toBe('8010 Graz');
    expect(postalPlace('Hauptplatz 1 8010 Graz, Austria')).toBe('8010 Graz, Austria');
  });

  it('without a postal code drops the first part, or a lone part with digits', () => {
    expect(postalPlace('Hauptplatz 1, Graz, Austria')).toBe('Graz, Austria');
    expect(postalPlace('Graz')).toBe('Graz');
    expect(postalPlace('Hauptplatz 1')).toBe('');
    expect(postalPlace('  ')).toBe('');
  });

  it('keeps no street written after the town or the postal code', () => {
    expect(postalPlace('8010 Graz, Geheimgasse 42')).toBe('8010 Graz');
    expect(postalPlace('Graz, Geheimgasse 42')).toBe('Graz');
    expect(postalPlace('8010 Geheimgasse 42')).toBe('8010');
    expect(postalPlace('8010 Graz, Geheimgasse 42, AT')).toBe('8010 Graz, AT');
    expect(postalPlace('Hauptplatz 1 8010 Graz Stiege 3')).toBe('8010');
  });
});
