import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasEvalSet, searchEval, suggestions, TOP_N } from '../../../test/product-search-eval';

// The surplus-name search over the shipped name table, against everyday words written apart
// from the table (test/fixtures/product-search-eval): a right product among the first five.
// Every third word is held out while the table and the search are tuned; both are printed.
const TARGET = 0.9;

describe.each(SUPPORTED_LANGUAGES.filter(hasEvalSet))('product search in %s', (language) => {
  it(`finds a right product among the first ${TOP_N} for ${TARGET * 100} % of the tuning words`, async () => {
    const result = await searchEval(language, 'tune');
    console.info(
      `product search ${language} tune: ${result.found}/${result.words}`,
      JSON.stringify(result.misses),
    );
    expect(result.rate).toBeGreaterThanOrEqual(TARGET);
  });

  it(`and for ${TARGET * 100} % of the held-out words`, async () => {
    const result = await searchEval(language, 'holdout');
    console.info(`product search ${language} held out: ${result.found}/${result.words}`);
    expect(result.rate).toBeGreaterThanOrEqual(TARGET);
  });
});

// The surplus field's own placeholder ('z. B. Brot, Vollkorn') must find what it suggests.
const WHOLEMEAL_BREAD = ['7110', '7010', '7111'];

describe.each(SUPPORTED_LANGUAGES)('the surplus field’s example in %s', (language) => {
  it('finds wholemeal bread first', async () => {
    const matching = JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${language}/matching.json`, import.meta.url),
        'utf8',
      ),
    ) as { foodSurplus: { name: { placeholder: string } } };
    // 'e.g. Bread, wholemeal', 'npr. Kruh, polnozrnat': the example after its abbreviation.
    const example = matching.foodSurplus.name.placeholder.replace(
      /^(e\.g\.|z\. B\.|npr\.|ad es\.|p\. ex\.)\s+/,
      '',
    );
    const [first] = await suggestions(language, example);
    expect(WHOLEMEAL_BREAD, `${language}: ${example}`).toContain(first);
  });
});
