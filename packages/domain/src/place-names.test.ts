import { describe, expect, it } from 'vitest';
import { placeKeysMatch, placeLookupKey, placeNameKey, placeNameVariants } from './place-names';

describe('placeNameKey', () => {
  it('folds case, accents and the German umlaut transliteration to one key', () => {
    expect(placeNameKey('München')).toBe('munchen');
    expect(placeNameKey('Muenchen')).toBe('munchen');
    expect(placeNameKey('MUNCHEN')).toBe('munchen');
    expect(placeNameKey('Zürich')).toBe(placeNameKey('Zuerich'));
    expect(placeNameKey('Österreich')).toBe(placeNameKey('Oesterreich'));
    expect(placeNameKey('Genève')).toBe('geneve');
    expect(placeNameKey('Nemčija')).toBe('nemcija');
  });

  it('turns punctuation and hyphens into single spaces', () => {
    expect(placeNameKey("  Sant'Andrea   in Monte ")).toBe('sant andrea in monte');
    expect(placeNameKey('Chamonix-Mont-Blanc')).toBe('chamonix mont blanc');
    expect(placeNameKey('Frankfurt (Oder)')).toBe('frankfurt oder');
    expect(placeNameKey('Großenhain')).toBe('grossenhain');
  });

  it('writes St./Sankt/Saint and Sv./Sveti one way', () => {
    expect(placeNameKey('St. Pölten')).toBe(placeNameKey('Sankt Pölten'));
    expect(placeNameKey('Saint-Étienne')).toBe(placeNameKey('St-Etienne'));
    expect(placeNameKey('Sv. Jurij ob Ščavnici')).toBe(placeNameKey('Sveti Jurij ob Scavnici'));
  });

  it('gives an empty key for text without letters or digits', () => {
    expect(placeNameKey(' - / ')).toBe('');
  });
});

describe('placeNameVariants', () => {
  it('keeps the locality and drops district, delivery and canton qualifiers', () => {
    expect(placeNameVariants('Graz,01.Bez.:Innere Stadt')).toEqual(['Graz']);
    expect(placeNameVariants('Wien, Innere Stadt')).toEqual(['Wien']);
    expect(placeNameVariants('Ljubljana - dostava')).toEqual(['Ljubljana']);
    expect(placeNameVariants('Aarau 1')).toEqual(['Aarau']);
    expect(placeNameVariants('Wohlen AG 1')).toEqual(['Wohlen']);
    expect(placeNameVariants('Paris 01')).toEqual(['Paris']);
    expect(placeNameVariants('Beinwil (Freiamt)')).toEqual(['Beinwil']);
  });

  it('lists both names of bilingual places', () => {
    expect(placeNameVariants('Koper/Capodistria - dostava')).toEqual(['Koper', 'Capodistria']);
    expect(placeNameVariants('Hornstein / Vorištan')).toEqual(['Hornstein', 'Vorištan']);
    expect(placeLookupKey('Biel/Bienne 4')).toBe('biel');
  });
});

describe('placeKeysMatch', () => {
  it('matches equal keys and whole-word prefixes only', () => {
    expect(placeKeysMatch('wien', 'wien')).toBe(true);
    expect(placeKeysMatch('frankfurt am main', 'frankfurt')).toBe(true);
    expect(placeKeysMatch('frankfurt', 'frankfurt am main')).toBe(true);
    expect(placeKeysMatch('graz', 'grazer')).toBe(false);
    expect(placeKeysMatch('', 'graz')).toBe(false);
  });
});
