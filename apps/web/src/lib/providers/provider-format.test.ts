import { describe, expect, it } from 'vitest';
import {
  additionalInfoEntries,
  countryName,
  formatKm,
  locationText,
  websiteHref,
} from './provider-format';

describe('formatKm', () => {
  it('shows metres as km with one decimal in the list and two on the map card', () => {
    expect(formatKm(145_234, 1, 'en')).toBe('145.2 km');
    expect(formatKm(145_234, 2, 'en')).toBe('145.23 km');
    expect(formatKm(0, 1, 'en')).toBe('0.0 km');
    expect(formatKm(1_234_567, 1, 'en')).toBe('1,234.6 km');
  });

  it('uses the separators of the interface language', () => {
    expect(formatKm(145_234, 1, 'de')).toBe('145,2 km');
  });
});

describe('websiteHref', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['http://example.org', 'http://example.org/'],
    ['example.org/food-bank', 'https://example.org/food-bank'],
    ['www.tafel.at', 'https://www.tafel.at/'],
    ['  HTTPS://Example.org  ', 'https://example.org/'],
  ])('links %s as %s', (value, href) => {
    expect(websiteHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@example.org',
    'ftp://example.org',
    'localhost:8080',
    'not a link',
    '',
    42,
    null,
  ])('does not link %s', (value) => {
    expect(websiteHref(value)).toBeNull();
  });
});

describe('additionalInfoEntries', () => {
  const words = { yes: 'Yes', no: 'No' };

  it('hides non_profit, umbrella_organization and opened_year', () => {
    const entries = additionalInfoEntries(
      {
        non_profit: true,
        umbrella_organization: 'Tafel Österreich',
        opened_year: 1999,
        volunteers: 40,
      },
      words,
    );
    expect(entries.map((e) => e.key)).toEqual(['volunteers']);
  });

  it('words keys and values: booleans as yes/no, lists joined, nested objects named', () => {
    const entries = additionalInfoEntries(
      {
        founded_by: 'Caritas',
        hasColdStorage: false,
        languages: ['de', 'en'],
        opening_hours: { weekdays: '8-16', saturday: null },
        empty: '  ',
      },
      words,
    );
    expect(entries.map(({ label, value }) => [label, value])).toEqual([
      ['Founded by', 'Caritas'],
      ['Has cold storage', 'No'],
      ['Languages', 'de, en'],
      ['Opening hours', 'Weekdays: 8-16'],
    ]);
  });

  it('links only a safe website', () => {
    const [safe] = additionalInfoEntries({ website: 'tafel.example.org' }, words);
    expect(safe).toMatchObject({ value: 'tafel.example.org', href: 'https://tafel.example.org/' });
    const [unsafe] = additionalInfoEntries({ website: 'javascript:alert(1)' }, words);
    expect(unsafe).toMatchObject({ value: 'javascript:alert(1)', href: null });
    // Only the website key becomes a link.
    const [other] = additionalInfoEntries({ shop: 'https://example.org' }, words);
    expect(other?.href).toBeNull();
  });
});

describe('places', () => {
  it('names a country code or name in the interface language', () => {
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('Österreich', 'it')).toBe('Austria');
    expect(countryName('SI', 'de')).toBe('Slowenien');
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
  });

  it("names the countries the tool serves with its own words, without the browser's", () => {
    const Original = Intl.DisplayNames;
    let made = 0;
    const counted = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: counted, configurable: true });
    try {
      expect(countryName('Schweiz', 'en')).toBe('Switzerland');
      expect(made).toBe(0);
      expect(countryName('BE', 'en')).toBe('Belgium');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true });
    }
  });

  it('joins the parts of an address that exist', () => {
    expect(
      locationText(
        { address: 'Hauptplatz 1', postalCode: '8010', city: 'Graz', country: 'AT' },
        'en',
      ),
    ).toBe('Hauptplatz 1, 8010 Graz, Austria');
    expect(
      locationText({ address: null, postalCode: null, city: 'Graz', country: null }, 'en'),
    ).toBe('Graz');
    expect(
      locationText({ address: null, postalCode: null, city: null, country: null }, 'en'),
    ).toBeNull();
  });
});
