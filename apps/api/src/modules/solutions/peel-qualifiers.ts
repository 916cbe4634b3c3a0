import type { Language } from '@foodhub/domain';
import { foldFoodText } from './food-text';

/**
 * A peel word right after a 'with' word of its language (and an article) qualifies the food named
 * before it: 'Mela con buccia', 'Kartoffel, mit Schale', 'Pomme avec la peau', 'jabolko z lupino',
 * 'Apple, raw, with skin' are the whole food, not peelings. Peel as the thing itself ('bucce di
 * mela', 'Apfelschalen', 'potato peelings') and peel 'of' something ('con bucce di mela') are still
 * peelings.
 */
const PEEL_QUALIFIERS: Record<
  Language,
  { with: string[]; articles: string[]; peels: string[]; of: string[] }
> = {
  en: {
    with: ['with'],
    articles: ['the', 'its', 'their'],
    peels: ['peel', 'peels', 'skin', 'skins', 'rind', 'rinds'],
    of: ['of'],
  },
  de: {
    with: ['mit'],
    articles: ['der', 'ihrer', 'seiner'],
    peels: ['schale', 'schalen', 'haut', 'rinde'],
    of: ['von'],
  },
  it: {
    with: ['con', 'col'],
    articles: ['la', 'le', 'sua', 'loro'],
    peels: ['buccia', 'bucce', 'pelle', 'scorza'],
    of: ['di', 'del', 'della', 'delle', 'dei', 'd'],
  },
  fr: {
    with: ['avec'],
    articles: ['la', 'sa', 'leur', 'les', 'leurs'],
    peels: ['peau', 'peaux', 'pelure', 'pelures', 'ecorce'],
    of: ['de', 'du', 'des', 'd'],
  },
  sl: {
    with: ['s', 'z'],
    articles: [],
    peels: ['lupino', 'lupinami', 'kozo', 'kozico', 'olupkom', 'olupki'],
    of: [],
  },
};
const FOLDED_PEEL_QUALIFIERS = Object.values(PEEL_QUALIFIERS).map((q) => ({
  with: new Set(q.with.map(foldFoodText)),
  articles: new Set(q.articles.map(foldFoodText)),
  peels: new Set(q.peels.map(foldFoodText)),
  of: new Set(q.of.map(foldFoodText)),
}));

/** For each folded word, whether it is a peel word that qualifies a food ('con buccia'). */
export function peelQualifiers(words: string[]): boolean[] {
  return words.map((word, i) =>
    FOLDED_PEEL_QUALIFIERS.some((q) => {
      if (!q.peels.has(word) || q.of.has(words[i + 1] ?? '')) return false;
      const before = words[i - 1] ?? '';
      return q.with.has(before) || (q.articles.has(before) && q.with.has(words[i - 2] ?? ''));
    }),
  );
}
