import { describe, expect, it } from 'vitest';
import { chatNumber, localizeNumbers, numbersIn, unexplainedNumbers } from './number-text';

describe('numbers the chatbot writes', () => {
  it('has at most two decimals and the separators of the language', () => {
    expect(chatNumber(704.1632, 'en')).toBe('704.16');
    expect(chatNumber(704.1632, 'de')).toBe('704,16');
    expect(chatNumber(-601.4632, 'it')).toBe('-601,46');
    expect(chatNumber(1.58, 'fr')).toBe('1,58');
    expect(chatNumber(12080.5, 'de')).toBe('12.080,5');
    expect(chatNumber(12080.5, 'fr')).toBe('12\u202f080,5');
    expect(chatNumber(12080.5, 'en')).toBe('12,080.5');
  });

  it('groups digits only from five digits, so a four-digit amount reads alike everywhere', () => {
    for (const language of ['en', 'de', 'sl', 'it', 'fr'] as const) {
      expect(chatNumber(2080, language)).toBe('2080');
    }
  });
});

describe('the help texts’ numbers in another language', () => {
  it('writes decimals and digit groups as the language does', () => {
    expect(localizeNumbers('Der Transport fügt 1.58 kg CO2-eq hinzu.', 'de')).toBe(
      'Der Transport fügt 1,58 kg CO2-eq hinzu.',
    );
    expect(localizeNumbers('mehr als 2,500 km auseinander', 'de')).toBe(
      'mehr als 2500 km auseinander',
    );
    expect(localizeNumbers('0.0554 kg, 0.037 m3 e 0.242 punti', 'it')).toBe(
      '0,0554 kg, 0,037 m3 e 0,242 punti',
    );
    // Trailing zeros stay: the help text's precision is kept.
    expect(localizeNumbers('(0.30 kg)', 'sl')).toBe('(0,30 kg)');
  });

  it('keeps a number at the end of a sentence and inside brackets', () => {
    expect(localizeNumbers('rundet den CO2-Faktor auf 1.5. Die', 'de')).toBe(
      'rundet den CO2-Faktor auf 1,5. Die',
    );
    expect(localizeNumbers('× 1.3.', 'fr')).toBe('× 1,3.');
  });

  it('leaves versions, codes, postal codes and years as they are', () => {
    for (const text of [
      'AGRIBALYSE 3.1 (ADEME)',
      'CC BY 4.0 weiterverwendet',
      'dl-de/by-2-0.',
      'Gefunden: 8010 Graz',
      'NOGA 2008',
      'CO2-eq und m3 world eq',
      'Version 1.2.3',
      '0-100',
    ]) {
      expect(localizeNumbers(text, 'de')).toBe(text);
    }
  });

  it('changes nothing in English', () => {
    const text = 'It adds 1.58 kg CO2-eq; places more than 2,500 km apart are refused.';
    expect(localizeNumbers(text, 'en')).toBe(text);
  });
});

describe('numbers read back from an answer', () => {
  it('reads the separators of the language, and no digits of a word', () => {
    const values = (text: string, language: 'en' | 'de' | 'fr') =>
      numbersIn(text, language).map((n) => n.value);
    expect(values('Netto: -601,46 kg CO2-eq für 12.080 kg', 'de')).toEqual([601.46, 12080]);
    expect(values('Net: -601.46 kg CO2-eq for 12,080 kg', 'en')).toEqual([601.46, 12080]);
    expect(values('Net : 12\u202f080,5 kg et 3 m3', 'fr')).toEqual([12080.5, 3]);
  });

  it('explains a number that equals or rounds a given one, and no other', () => {
    const given = [704.1632, 601.4632, 0.78, 25];
    expect(unexplainedNumbers('Vermieden 704,16 kg, netto 601 kg, 25 km.', 'de', given)).toEqual(
      [],
    );
    expect(unexplainedNumbers('Sie sparen 9.999 kg und 1 kg.', 'de', given)).toEqual([
      '9.999',
      '1',
    ]);
  });
});
