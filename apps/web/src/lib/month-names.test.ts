import { MONTH_NAMES } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { monthName } from './format-date';

describe('monthName', () => {
  it('names the stored English months in German and Slovenian', () => {
    expect(MONTH_NAMES.map((m) => monthName(m, { lng: 'de' }))).toEqual([
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ]);
    expect(MONTH_NAMES.map((m) => monthName(m, { lng: 'sl' }))).toEqual([
      'januar',
      'februar',
      'marec',
      'april',
      'maj',
      'junij',
      'julij',
      'avgust',
      'september',
      'oktober',
      'november',
      'december',
    ]);
  });

  it('writes the month in a sentence as the language does, and capitalised at the start', () => {
    expect(monthName('March', { lng: 'sl' })).toBe('marec');
    expect(monthName('March', { lng: 'sl', atStart: true })).toBe('Marec');
    expect(monthName('March', { lng: 'de' })).toBe('März');
    expect(monthName('August', { lng: 'fr' })).toBe('août');
    expect(monthName('August', { lng: 'fr', atStart: true })).toBe('Août');
    expect(monthName('June', { lng: 'it', atStart: true })).toBe('Giugno');
    expect(monthName('June', { lng: 'en' })).toBe('June');
  });

  it('shows a name it does not know as it is', () => {
    expect(monthName('Frimaire', { lng: 'de' })).toBe('Frimaire');
  });
});
