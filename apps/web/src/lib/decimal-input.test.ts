import { describe, expect, it } from 'vitest';
import { formatDecimalInput, readDecimal, roundTo } from './decimal-input';

const value = (text: string, language = 'en', unit?: string) => {
  const reading = readDecimal(text, language, { unit });
  return reading.kind === 'number' ? reading.value : reading.kind;
};

describe('readDecimal', () => {
  it('takes a decimal comma or point in every language', () => {
    for (const language of ['en', 'de', 'fr', 'it', 'sl']) {
      expect(value('1,5', language)).toBe(1.5);
      expect(value('1.5', language)).toBe(1.5);
      expect(value('35,5', language)).toBe(35.5);
      expect(value('0,500', language)).toBe(0.5);
      expect(value(',5', language)).toBe(0.5);
    }
  });

  it('reads thousands grouped by points, commas, spaces or apostrophes when unambiguous', () => {
    for (const language of ['en', 'de', 'fr', 'it', 'sl']) {
      expect(value('1.234,5', language)).toBe(1234.5);
      expect(value('1,234.5', language)).toBe(1234.5);
      expect(value('1 234,5', language)).toBe(1234.5);
      expect(value('1\u202f234,5', language)).toBe(1234.5);
      expect(value('1\u00a0234', language)).toBe(1234);
      expect(value("1'234.5", language)).toBe(1234.5);
      expect(value('1.234.567', language)).toBe(1_234_567);
      expect(value('1,234,567.25', language)).toBe(1_234_567.25);
    }
  });

  it('lets the language decide a single separator before three digits', () => {
    expect(value('1,234', 'en')).toBe(1234);
    expect(value('1.234', 'en')).toBe(1.234);
    expect(value('1.234', 'de')).toBe(1234);
    expect(value('1,234', 'de')).toBe(1.234);
    expect(value('1,234', 'fr')).toBe(1.234);
    // Four digits before it cannot be a thousands group.
    expect(value('1234,567', 'en')).toBe(1234.567);
  });

  it('reads what is on the way to a number as far as it goes', () => {
    expect(value('1,', 'en')).toBe(1);
    expect(value('1.', 'de')).toBe(1);
    expect(value('-', 'en')).toBe('incomplete');
    expect(value(',', 'de')).toBe('incomplete');
    expect(value('  ', 'de')).toBe('empty');
    expect(value('', 'de')).toBe('empty');
  });

  it('keeps the sign, and an optional unit after the number', () => {
    expect(value('-5', 'en')).toBe(-5);
    expect(value('−2,5', 'de')).toBe(-2.5);
    expect(value('-0', 'en')).toBe(0);
    expect(value('15 kg', 'en', 'kg')).toBe(15);
    expect(value('15,5KG', 'de', 'kg')).toBe(15.5);
    expect(value('kg', 'en', 'kg')).toBe('invalid');
    expect(value('15 kg', 'en')).toBe('invalid');
  });

  it('finds no number in words, broken groups or exponents', () => {
    for (const text of ['ten', 'zehn', 'dix', '1.2.3', '12 34', '1,,5', '1.2,5', '1e3', '..']) {
      expect(value(text, 'en'), text).toBe('invalid');
      expect(value(text, 'de'), text).toBe('invalid');
    }
  });
});

describe('formatDecimalInput', () => {
  it('writes the language’s decimal separator, no thousands separator, at most 3 digits', () => {
    expect(formatDecimalInput(1234.5, 'en')).toBe('1234.5');
    expect(formatDecimalInput(1234.5, 'de')).toBe('1234,5');
    expect(formatDecimalInput(1.23456, 'fr')).toBe('1,235');
    expect(formatDecimalInput(40, 'it')).toBe('40');
  });

  it('reads back as the same number in every language', () => {
    for (const language of ['en', 'de', 'fr', 'it', 'sl']) {
      for (const number of [0, 1.5, 1.234, 1234, 1234.5, 1_000_000]) {
        expect(value(formatDecimalInput(number, language), language)).toBe(number);
      }
    }
  });
});

describe('roundTo', () => {
  it('rounds to the digits a field keeps', () => {
    expect(roundTo(1.23456, 3)).toBe(1.235);
    expect(roundTo(2, 3)).toBe(2);
  });
});
