import { describe, expect, it } from 'vitest';
import { addTags, hasTag, uniqueTags } from './tags';

describe('uniqueTags', () => {
  it('keeps each tag once, in any case, with the first spelling', () => {
    expect(uniqueTags(['Fruits', 'fruits', 'FRUITS ', 'Vegetables'])).toEqual([
      'Fruits',
      'Vegetables',
    ]);
  });

  it('trims tags and drops blank ones', () => {
    expect(uniqueTags(['  Bread ', '', '   ', 'Cakes'])).toEqual(['Bread', 'Cakes']);
  });
});

describe('addTags', () => {
  it('appends only the tags not there yet', () => {
    expect(addTags(['Cereal products'], ['cereal products', 'Food Waste'])).toEqual([
      'Cereal products',
      'Food Waste',
    ]);
  });

  it('leaves the list alone when nothing is new', () => {
    expect(addTags(['Food Waste'], ['food waste'])).toEqual(['Food Waste']);
    expect(addTags([], [])).toEqual([]);
  });
});

describe('hasTag', () => {
  it('compares without case and surrounding spaces', () => {
    expect(hasTag(['Food Waste'], ' food waste')).toBe(true);
    expect(hasTag(['Food Waste'], 'Food')).toBe(false);
  });
});
