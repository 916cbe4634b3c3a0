import { describe, expect, it } from 'vitest';
import { parseAddressText } from './address-text';

describe('parseAddressText', () => {
  it.each([
    [
      'Hauptplatz 1, 8010 Graz, Austria',
      { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
    ],
    [
      'Stephansplatz 1, 1010 Wien',
      { address: 'Stephansplatz 1', city: 'Wien', postalCode: '1010', country: null },
    ],
    ['Graz', { address: null, city: 'Graz', postalCode: null, country: null }],
    ['Graz, Austria', { address: null, city: 'Graz', postalCode: null, country: 'Austria' }],
    [
      'Via Roma 1, 39100 Bolzano, Italia',
      { address: 'Via Roma 1', city: 'Bolzano', postalCode: '39100', country: 'Italia' },
    ],
    ['8010 Graz', { address: null, city: 'Graz', postalCode: '8010', country: null }],
    ['8010', { address: null, city: null, postalCode: '8010', country: null }],
    [
      'Hauptplatz 1, Graz, AT',
      { address: 'Hauptplatz 1', city: 'Graz', postalCode: null, country: 'AT' },
    ],
    [
      'Hauptplatz 1, A-8010 Graz',
      { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'AT' },
    ],
    [
      'Marienplatz 1, München 80331, Deutschland',
      { address: 'Marienplatz 1', city: 'München', postalCode: '80331', country: 'Deutschland' },
    ],
    [
      '  Hauptplatz   1 ,, 8010  Graz ,  Österreich ',
      { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Österreich' },
    ],
    ['Hauptplatz 1', { address: 'Hauptplatz 1', city: null, postalCode: null, country: null }],
    ['Austria', { address: null, city: null, postalCode: null, country: 'Austria' }],
    ['', { address: null, city: null, postalCode: null, country: null }],
  ])('reads %j', (text, expected) => {
    expect(parseAddressText(text)).toEqual(expected);
  });

  it('takes a long house number in the first part as part of the street', () => {
    expect(parseAddressText('Landstraße 12345, Linz')).toEqual({
      address: 'Landstraße 12345',
      city: 'Linz',
      postalCode: null,
      country: null,
    });
  });
});
