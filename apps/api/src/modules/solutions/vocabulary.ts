import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import type { FoodTermFlag } from './catalogue-schema';
import { foldFoodText, foodStems, negatedPositions } from './food-text';
import { peelQualifiers } from './peel-qualifiers';
import {
  compoundBeginnings,
  FALSE_FRIENDS,
  GENERIC_WORDS,
  GERMAN_ENDINGS,
  headNouns,
  likeness,
  MAX_SHORTER,
  MIN_COMPOUND_NAME,
  MIN_COMPOUND_PART,
  NOT_A_HEAD,
  NOT_GERMAN,
  PREPOSITION_FRIENDS,
  sameWord,
  typedSpans,
} from './word-rules';

/** A term of data/solutions/food-terms.json as the engine uses it. */
export interface VocabularyTerm {
  term: string;
  names: Record<string, string[]>;
  foodGroup: string | null;
  foodSubgroup: string | null;
  flags: FoodTermFlag[];
  broader: string[];
}

/** A product of the AGRIBALYSE catalogue, by which the engine learns more food names. */
export interface VocabularyProduct {
  productName: string;
  productNameFr: string;
  foodGroup: string;
  foodSubgroup: string;
}

/** Words of the user's text read as a term of the vocabulary. */
export interface TermMatch {
  term: string;
  /** The user's words as typed (for the reasoning: 'Altbrot' read as bread). */
  words: string;
  /** True when a negation stands before it ('ohne Fleisch'): the term is not in the surplus. */
  negated: boolean;
}

/** A word the vocabulary does not know but most catalogue products with it share a group. */
export interface ProductHint {
  /** The user's word as typed. */
  words: string;
  foodGroup: string;
  foodSubgroup: string | null;
  /** How many products carry the word. */
  products: number;
}

export interface TextReading {
  matches: TermMatch[];
  productHints: ProductHint[];
}

interface NameEntry {
  stems: string[];
  /** The name folded but not stemmed, to choose between names that share their stems. */
  folded: string;
  /** Its folded words. */
  words: string[];
  /** The languages that call the term by this name. */
  languages: Language[];
  term: string;
}

/** A word names a product group when this share of the products that carry it agree. */
const PRODUCT_HINT_SHARE = 0.6;
const MIN_HINT_WORD = 5;
const MIN_HINT_PRODUCTS = 2;

/**
 * The engine's reader of surplus text: the multilingual terms of food-terms.json (with German
 * compounds and plurals) and, for words they miss, the names of the product catalogue.
 */
export class SurplusVocabulary {
  private readonly terms = new Map<string, VocabularyTerm>();
  /** Names by their first stem, longest first, for phrase matches. */
  private readonly byFirstStem = new Map<string, NameEntry[]>();
  /** One-word names long enough to be a part of a compound. */
  private readonly compoundNames: NameEntry[] = [];
  private readonly productWords = new Map<string, Map<string, number>>();
  /** Products by their folded full name: a name picked from the product list is read as given. */
  private readonly productsByName = new Map<string, VocabularyProduct>();
  /** Stems that are the head noun of some product name: what a product is, not how it is. */
  private readonly headNouns = new Set<string>();

  constructor(terms: VocabularyTerm[], products: VocabularyProduct[]) {
    for (const term of terms) {
      this.terms.set(term.term, term);
      const languagesOf = new Map<string, Language[]>([[term.term, ['en']]]);
      for (const language of SUPPORTED_LANGUAGES) {
        for (const name of term.names[language] ?? []) {
          const list = languagesOf.get(name) ?? [];
          if (!list.includes(language)) list.push(language);
          languagesOf.set(name, list);
        }
      }
      for (const [name, languages] of languagesOf) this.addName(name, term.term, languages);
      // Compounds are a German habit: only German names are looked for inside other words.
      for (const name of term.names.de ?? []) this.addCompoundPart(name, term.term);
    }
    for (const list of this.byFirstStem.values())
      list.sort((a, b) => b.stems.length - a.stems.length);
    for (const product of products) {
      for (const name of [product.productName, product.productNameFr]) {
        const folded = foldFoodText(name);
        if (folded !== '' && !this.productsByName.has(folded))
          this.productsByName.set(folded, product);
      }
      const key = `${product.foodGroup}\u0000${product.foodSubgroup}`;
      for (const name of [product.productName, product.productNameFr]) {
        // AGRIBALYSE names lead with what the product is: 'Bread, baguette, ...'.
        const head = name.split(',')[0] ?? '';
        for (const stem of new Set(foodStems(head))) {
          if (stem.length < MIN_COMPOUND_NAME || GENERIC_WORDS.has(stem)) continue;
          const counts = this.productWords.get(stem) ?? new Map<string, number>();
          counts.set(key, (counts.get(key) ?? 0) + 1);
          this.productWords.set(stem, counts);
        }
      }
      for (const noun of headNouns(product)) this.headNouns.add(noun);
    }
    // A word that only ever describes another ('breakfast' cereals) names no product.
    for (const stem of this.productWords.keys()) {
      if (!this.headNouns.has(stem)) this.productWords.delete(stem);
    }
  }

  private addName(name: string, term: string, languages: Language[]) {
    const stems = foodStems(name);
    const [first] = stems;
    if (first === undefined) return;
    const folded = foldFoodText(name);
    const list = this.byFirstStem.get(first) ?? [];
    list.push({ stems, folded, words: folded.split(' '), languages, term });
    this.byFirstStem.set(first, list);
  }

  private addCompoundPart(name: string, term: string) {
    const stems = foodStems(name);
    const [only] = stems;
    if (stems.length === 1 && only !== undefined && only.length >= MIN_COMPOUND_NAME) {
      const folded = foldFoodText(name);
      this.compoundNames.push({ stems, folded, words: [folded], languages: ['de'], term });
    }
  }

  /** The product of the product list with exactly this name (case and accents aside). */
  product(name: string): VocabularyProduct | undefined {
    return this.productsByName.get(foldFoodText(name));
  }

  term(name: string): VocabularyTerm | undefined {
    return this.terms.get(name);
  }

  /** Every term, in the order of food-terms.json. */
  allTerms(): VocabularyTerm[] {
    return [...this.terms.values()];
  }

  /** The terms and every broader term they belong to. */
  withBroader(names: Iterable<string>): Set<string> {
    const result = new Set<string>();
    const visit = (name: string) => {
      if (result.has(name)) return;
      result.add(name);
      for (const broader of this.terms.get(name)?.broader ?? []) visit(broader);
    };
    for (const name of names) visit(name);
    return result;
  }

  /** Reads a text: its phrases as terms (longest first), then compounds, then product words. */
  read(text: string): TextReading {
    const stems = foodStems(text);
    const folded = foldFoodText(text);
    const words = folded === '' ? [] : folded.split(' ');
    const negated = negatedPositions(stems);
    // A peel word that qualifies the food is read as nothing: no term, compound or product word.
    const covered = peelQualifiers(words);
    const matches: TermMatch[] = [];
    // The stems each match was read from: two matches of one term on the same words are one.
    const keys: string[] = [];
    const spans = typedSpans(text, stems.length);
    const typed = (start: number, length: number) => {
      const first = spans?.[start];
      const last = spans?.[start + length - 1];
      return first && last
        ? text.slice(first[0], last[1])
        : words.slice(start, start + length).join(' ');
    };
    const take = (start: number, length: number, term: string) => {
      const key = stems.slice(start, start + length).join(' ');
      if (!matches.some((m, k) => m.term === term && keys[k] === key)) {
        matches.push({ term, words: typed(start, length), negated: negated[start] ?? false });
        keys.push(key);
      }
    };

    const falseFriend = (i: number) =>
      FALSE_FRIENDS.has(words[i] ?? '') ||
      (PREPOSITION_FRIENDS.has(words[i] ?? '') && i + 1 < words.length);
    const phrases = stems.flatMap((stem, start) =>
      this.closestNames(
        (this.byFirstStem.get(stem) ?? []).filter(
          (e) =>
            e.stems.every((s, k) => stems[start + k] === s) &&
            e.words.every((name, k) => sameWord(words[start + k] ?? '', name, e.languages)) &&
            // One word read as a name: not a false friend, not a much shorter other word.
            (e.stems.length > 1 ||
              (!falseFriend(start) &&
                (words[start] ?? '').length >= e.folded.length - MAX_SHORTER)),
        ),
        words.slice(start),
      ).map((e) => ({ start, length: e.stems.length, term: e.term })),
    );
    phrases.sort((a, b) => b.length - a.length || a.start - b.start);
    for (const phrase of phrases) {
      const span = covered.slice(phrase.start, phrase.start + phrase.length);
      const key = stems.slice(phrase.start, phrase.start + phrase.length).join(' ');
      // A longer phrase wins its words ('coffee grounds' is not 'coffee'); equal spans share them.
      if (span.some(Boolean) && !keys.includes(key)) continue;
      span.forEach((_, k) => (covered[phrase.start + k] = true));
      take(phrase.start, phrase.length, phrase.term);
    }

    const productHints: ProductHint[] = [];
    stems.forEach((stem, i) => {
      if (covered[i] || falseFriend(i)) return;
      for (const part of this.compoundParts(words[i] ?? '', stem)) {
        covered[i] = true;
        take(i, 1, part);
      }
      if (covered[i] || negated[i]) return;
      const hint = this.productHint(stem);
      if (hint) productHints.push({ ...hint, words: typed(i, 1) });
    });
    return { matches, productHints };
  }

  /**
   * Of the names that share the user's stems, those most like the user's words: stems of
   * different languages can meet ('Beeren' and 'beer'), the words themselves rarely do.
   */
  private closestNames(entries: NameEntry[], words: string[]): NameEntry[] {
    const byLength = new Map<number, NameEntry[]>();
    for (const entry of entries) {
      const list = byLength.get(entry.stems.length) ?? [];
      list.push(entry);
      byLength.set(entry.stems.length, list);
    }
    return [...byLength.entries()].flatMap(([length, list]) => {
      const typed = words.slice(0, length).join(' ');
      const best = Math.max(...list.map((e) => likeness(e.folded, typed)));
      return list.filter((e) => likeness(e.folded, typed) === best);
    });
  }

  /**
   * The terms a German compound is made of: the longest known name it ends with (its head,
   * 'Apfel|trester') and the longest it starts with, when the two do not overlap ('trester' is
   * not also read as 'Reste').
   */
  private compoundParts(word: string, stem: string): string[] {
    let head: NameEntry | undefined;
    let modifier: NameEntry | undefined;
    let modifierLength = 0;
    let headLength = 0;
    for (const entry of this.compoundNames) {
      // The head is the name as German inflects it: 'Vollkorn|brote', not 'Würz|pasten' (Pasta).
      for (const ending of GERMAN_ENDINGS) {
        const form = entry.folded + ending;
        if (word.length - form.length < MIN_COMPOUND_PART || !word.endsWith(form)) continue;
        if (NOT_A_HEAD.has(entry.folded) || FALSE_FRIENDS.has(form)) continue;
        if (entry.folded.length > headLength) {
          head = entry;
          headLength = entry.folded.length;
        }
      }
      for (const beginning of compoundBeginnings(entry.folded)) {
        // The rest must be a word, not an ending: 'germées' is no compound of 'Germ'.
        if (stem.length - beginning.length < MIN_COMPOUND_PART || !word.startsWith(beginning))
          continue;
        if (beginning.length > modifierLength) {
          modifier = entry;
          modifierLength = beginning.length;
        }
      }
    }
    const parts = head ? [head.term] : [];
    const compound = head !== undefined || !NOT_GERMAN.test(word);
    if (modifier && compound && modifierLength + headLength <= word.length) {
      parts.push(modifier.term);
    }
    return [...new Set(parts)];
  }

  private productHint(stem: string): ProductHint | undefined {
    // A guess needs a word of some length that several products share ('Ware' is not a food).
    if (stem.length < MIN_HINT_WORD) return undefined;
    const counts = this.productWords.get(stem);
    if (!counts) return undefined;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (total < MIN_HINT_PRODUCTS) return undefined;
    const byGroup = new Map<string, number>();
    let top: [string, number] = ['', 0];
    for (const [key, n] of counts) {
      if (n > top[1]) top = [key, n];
      const group = key.split('\u0000')[0] ?? '';
      byGroup.set(group, (byGroup.get(group) ?? 0) + n);
    }
    const [group, subgroup] = top[0].split('\u0000') as [string, string];
    if (top[1] / total >= PRODUCT_HINT_SHARE) {
      return { words: stem, foodGroup: group, foodSubgroup: subgroup, products: total };
    }
    const [bestGroup, groupCount] = [...byGroup].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (groupCount / total >= PRODUCT_HINT_SHARE) {
      return { words: stem, foodGroup: bestGroup, foodSubgroup: null, products: total };
    }
    return undefined;
  }
}
