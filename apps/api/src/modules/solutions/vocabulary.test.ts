import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { testFoodGroups, testVocabulary } from '../../../test/solution-fixtures';
import { catalogueDir, FOOD_TERMS_FILE } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import type { FoodTerm } from './catalogue-schema';
import { foldFoodText, foodStems, negatedPositions, stemWord } from './food-text';
import { engineMatch } from './match-solutions';
import { readSurplusProfile } from './surplus-profile';

const vocabulary = testVocabulary();

function shippedTerms(): FoodTerm[] {
  const file = path.join(catalogueDir(defaultSeedDir()), FOOD_TERMS_FILE);
  return (JSON.parse(readFileSync(file, 'utf8')) as { terms: FoodTerm[] }).terms;
}
const terms = (text: string) =>
  vocabulary
    .read(text)
    .matches.filter((m) => !m.negated)
    .map((m) => m.term)
    .sort();

describe('food text folding', () => {
  it('folds case, accents and umlaut transliterations alike', () => {
    expect(foldFoodText('BRÖTCHEN')).toBe(foldFoodText('Broetchen'));
    expect(foldFoodText('Käse')).toBe(foldFoodText('kaese'));
    expect(foldFoodText('Périmé!')).toBe('perime');
  });
  it('gives plurals and singulars the same stem in several languages', () => {
    expect(stemWord('tomatoes')).toBe(stemWord('tomato'));
    expect(stemWord(foldFoodText('Tomaten'))).toBe(stemWord('tomat'));
    expect(stemWord('berries')).toBe(stemWord('berry'));
    expect(stemWord('pomodori')).toBe(stemWord('pomodoro'));
    expect(stemWord('kartoffeln')).toBe(stemWord('kartoffel'));
  });
  it('keeps short words whole', () => {
    expect(stemWord('eier')).toBe('eier');
    expect(stemWord('riz')).toBe('riz');
  });
  it('marks the words after a negation', () => {
    expect(negatedPositions(foodStems('bread without meat'))).toEqual([false, false, true]);
    expect(negatedPositions(foodStems('ohne Fleisch und Fisch'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('surplus vocabulary', () => {
  it('reads common names in the five languages', () => {
    for (const text of ['bread', 'Brot', 'pane', 'pain', 'kruh', 'loaves of BREAD']) {
      expect(terms(text), text).toContain('bread');
    }
  });
  it('reads plurals', () => {
    expect(terms('apples')).toEqual(['apple']);
    expect(terms('Semmeln')).toEqual(['bread']);
  });
  it('prefers the longest phrase: coffee grounds are not coffee', () => {
    expect(terms('coffee grounds')).toEqual(['coffee grounds']);
    expect(terms('used cooking oil from the fryer')).toEqual(['used cooking oil']);
  });
  it('reads German compounds by their parts', () => {
    expect(terms('Vollkornbrot')).toEqual(['bread']);
    expect(terms('Apfeltrester')).toEqual(['apple', 'fruit pomace']);
  });
  it('learns names from the product catalogue', () => {
    const reading = vocabulary.read('Emmental');
    expect(reading.matches).toEqual([]);
    expect(reading.productHints).toEqual([
      expect.objectContaining({ foodGroup: 'Milk and dairy products', foodSubgroup: 'Cheeses' }),
    ]);
  });
  it('expands broader terms', () => {
    expect([...vocabulary.withBroader(['stale bread'])].sort()).toEqual(['bread', 'stale bread']);
  });
});

describe('surplus profile', () => {
  const read = (waste: Parameters<typeof readSurplusProfile>[0]) =>
    readSurplusProfile(waste, vocabulary, testFoodGroups());

  it('takes groups from the recognised name', () => {
    const profile = read({ surplusName: 'Altbrot' });
    expect([...profile.terms].sort()).toEqual(['bread', 'stale bread']);
    expect([...profile.foodGroups]).toEqual(['Cereal products']);
    expect(profile.unrecognisedName).toBeNull();
  });
  it('keeps known group tags and reads unknown tags as text', () => {
    const profile = read({ foodGroups: ['cereal products', 'Brot'] });
    expect([...profile.foodGroups]).toEqual(['Cereal products']);
    expect(profile.terms.has('bread')).toBe(true);
  });
  it('says when a name is not recognised', () => {
    const profile = read({ surplusName: 'Xyzzy' });
    expect(profile.described).toBe(true);
    expect(profile.unrecognisedName).toBe('Xyzzy');
  });
  it('takes safety flags from the notes, unless negated', () => {
    expect(
      read({ surplusName: 'bread', additionalSurplusInfo: 'partly expired' }).flags.has('expired'),
    ).toBe(true);
    expect(
      read({ surplusName: 'bread', additionalSurplusInfo: 'no meat' }).flags.has('meat_fish'),
    ).toBe(false);
    expect(
      read({ surplusName: 'bread', additionalSurplusInfo: 'mit Fleisch' }).flags.has('meat_fish'),
    ).toBe(true);
  });
  it('flags meat from the subgroup or the bare group', () => {
    expect(read({ foodSubgroups: ['Raw meat'] }).flags.has('meat_fish')).toBe(true);
    expect(read({ foodGroups: ['Meat, eggs and fish'] }).flags.has('meat_fish')).toBe(true);
  });
  it('marks expired and mixed waste as Food Waste', () => {
    const profile = read({ foodSubgroups: ['Expired Food'] });
    expect(profile.flags.has('expired')).toBe(true);
    expect(profile.foodGroups.has('Food Waste')).toBe(true);
  });
  it('is empty for an empty form', () => {
    const profile = read(null);
    expect(profile.described).toBe(false);
    expect(profile.terms.size + profile.foodGroups.size + profile.flags.size).toBe(0);
  });
});

describe('the shipped vocabulary across its five languages', () => {
  // French 'légume' (vegetable) and English 'legume' (pulse) are one word folded; both are plant
  // foods of one group, and the surplus is read as both.
  const SHARED_SPELLINGS = new Set(['vegetable|legume', 'legume|vegetable']);

  it('reads every name of every term as that term and as no unrelated one', async () => {
    const snapshot = await shippedCatalogue();
    const v = snapshot.vocabulary;
    const related = (a: string, b: string) =>
      a === b || v.withBroader([a]).has(b) || v.withBroader([b]).has(a);
    const problems: string[] = [];
    for (const term of shippedTerms()) {
      for (const [language, names] of Object.entries(term.names)) {
        for (const name of names) {
          const read = v
            .read(name)
            .matches.filter((m) => !m.negated)
            .map((m) => m.term);
          if (!read.some((r) => related(r, term.term))) {
            problems.push(`${language} "${name}" is not read as ${term.term}`);
          }
          for (const other of read.filter((r) => !related(r, term.term))) {
            if (!SHARED_SPELLINGS.has(`${term.term}|${other}`)) {
              problems.push(`${language} "${name}" (${term.term}) is also read as ${other}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['pain en trop', ['bread']],
    ['bananes trop mûres', ['overripe fruit']],
    ['mele marce', ['apple', 'spoiled food']],
    ['Frittenfett', ['used cooking oil']],
    ['unsold flowers', []],
  ])('reads "%s" without false friends', async (text, terms) => {
    const snapshot = await shippedCatalogue();
    const read = snapshot.vocabulary.read(text).matches.map((m) => m.term);
    for (const term of terms) expect(read).toContain(term);
    expect(read).not.toContain('fruit pomace');
    expect(read).not.toContain('grape marc');
    expect(read).not.toContain('french fries');
  });
});

describe('the reading quotes the user and reads no false friends', () => {
  const read = async (text: string) => (await shippedCatalogue()).vocabulary.read(text);

  it.each([
    ['old Coffee-Grounds, dried', 'Coffee-Grounds'],
    ['jabolčne tropine', 'jabolčne tropine'],
    ['Pommes de terre abîmées', 'Pommes de terre'],
    ['Altbrot vom Vortag', 'Altbrot'],
    ['Äpfel, leicht angeschlagen', 'Äpfel'],
    ['Vollkornbrote', 'Vollkornbrote'],
  ])('quotes "%s" as typed: "%s"', async (text, words) => {
    const reading = await read(text);
    const quoted = reading.matches
      .map((m) => m.words)
      .concat(reading.productHints.map((h) => h.words));
    expect(quoted).toContain(words);
    // Every quote is a piece of the text itself, never a stem.
    for (const q of quoted) expect(text).toContain(q);
  });

  it('quotes a product-list guess as typed', async () => {
    const reading = await read('Camemberts');
    expect(reading.productHints.map((h) => h.words)).toEqual(['Camemberts']);
  });

  // Words of one language that share a stem with a food name of another, or a name of their own
  // language they are no form of.
  it.each([
    ['en', 'chilled soup', 'bell pepper'],
    ['en', 'breakfast', null],
    ['en', 'tomato pastes', 'pasta'],
    ['en', 'torn wrapping', 'sandwich'],
    ['en', 'pest droppings', 'sauce'],
    ['en', "guests' plates", 'prepared meal'],
    ['de', 'aus der Küche', 'cake'],
    ['de', 'Brot mit harter Rinde', 'beef'],
    ['de', 'Würzpasten', 'pasta'],
    ['it', 'pasti pronti', 'pasta'],
    ['it', 'pizzoccheri', 'pizza'],
    ['it', 'pesca', 'fish'],
    ['it', 'parzialmente scongelato', 'poultry'],
    ['it', 'data presente', 'poultry'],
    ['fr', 'graines germées', 'yeast'],
    ['fr', 'pas frais mais bon', 'strawberry'],
    ['fr', 'étiquette absente', 'poultry'],
    ['fr', 'à moitié mangé', 'mango'],
    ['fr', 'panne du frigo', 'cream'],
    ['fr', 'resté dehors', 'leftovers'],
    ['sl', 'pasti', 'pasta'],
    ['sl', 'med tednom', 'honey'],
  ])('(%s) does not read "%s" as %s', async (_language, text, wrong) => {
    const reading = await read(text);
    if (wrong === null) expect(reading.productHints).toEqual([]);
    else expect(reading.matches.map((m) => m.term)).not.toContain(wrong);
  });

  it.each([
    ['Chilisauce', ['sauce', 'bell pepper']],
    ['Erdbeermarmelade', ['jam', 'strawberry']],
    ['Kirschsaft', ['juice', 'cherry']],
    ['Walnüsse', ['nut']],
    ['pesche', ['peach']],
    ['pesca', ['peach']],
    ['formaggi', ['cheese']],
    ['funghi', ['mushroom']],
    ['fraises', ['strawberry']],
    ['choux', ['cabbage']],
    ['jabolka', ['apple']],
    ['lešniki', ['nut']],
    ['cvetlični med', ['honey']],
    ['cherries', ['cherry']],
    ['Ente', ['poultry']],
    ['Rind', ['beef']],
    ['restes de pain', ['stale bread']],
    ['restes du buffet', ['buffet leftovers']],
    ['pistacchi', ['nut']],
    ['formaggio', ['cheese']],
  ])('still reads "%s" as %s', async (text, expected) => {
    const reading = await read(text);
    expect(reading.matches.map((m) => m.term).sort()).toEqual([...expected].sort());
  });

  it('names a term in each language by its general name, not one kind of it', async () => {
    const v = (await shippedCatalogue()).vocabulary;
    // 'lešniki' (hazelnuts) was shown as 'oreh' (walnut), 'aglio' as 'aglio orsino' (wild garlic).
    expect(v.term('nut')?.names.sl?.[0]).toBe('oreški');
    expect(v.term('nut')?.names.it?.[0]).toBe('frutta a guscio');
    expect(v.term('nut')?.names.fr?.[0]).toBe('fruits à coque');
    expect(v.term('garlic')?.names.it?.[0]).toBe('aglio');
    expect(v.term('cheese')?.names.it?.[0]).toBe('formaggio');
    expect(v.term('egg')?.names.de?.[0]).toBe('Eier');
    expect(v.term('root vegetables')?.names.de?.[0]).toBe('Wurzelgemüse');
  });
});

describe('a peel word after "with" says what the food is, not that it is peelings', () => {
  // 'Mela con buccia, cruda' (AGRIBALYSE: apple, with peel, raw) was read as peelings, inedible,
  // and every donation route was left out.
  const judge = async (surplusName: string) => {
    const snapshot = await shippedCatalogue();
    const waste = {
      surplusName,
      amount: { value: 2.5, unit: 'kg' },
      frequency: { times: 1, interval: 'once' as const },
    };
    const { outcome, ctx } = engineMatch(snapshot, null, waste, null);
    return { surplus: ctx.surplus, excluded: outcome.excluded.map((e) => e.solution.id) };
  };
  const PEELINGS = ['vegetable peelings', 'potato peels', 'fruit peel', 'banana peel'];

  it.each([
    ['Mela con buccia, cruda', 'apple'],
    ['Mele con la buccia', 'apple'],
    ['Apple, raw, with skin', 'apple'],
    ['apples with peel', 'apple'],
    ['unpeeled apples', 'apple'],
    ['Kartoffel, mit Schale, gekocht', 'potato'],
    ['Apfel mit Schale', 'apple'],
    ['Pomme, crue, avec peau', 'apple'],
    ['pommes avec la peau', 'apple'],
    ['jabolko z lupino', 'apple'],
    ['Kumara, z lupino, surova', 'cucumber'],
    ['Pera con buccia, cruda', 'pear'],
    ['Cetriolo con buccia, crudo', 'cucumber'],
    ['Pomodoro lessato con buccia', 'tomato'],
  ])('reads "%s" as %s and keeps the food bank open', async (name, food) => {
    const { surplus, excluded } = await judge(name);
    expect(surplus.terms).toContain(food);
    for (const peel of PEELINGS) expect(surplus.terms).not.toContain(peel);
    expect(surplus.state).not.toBe('inedible');
    expect(excluded).not.toContain('reuse-food-bank');
  });

  it.each([
    ['Pollo con pelle, crudo'],
    ['Hähnchenbrust mit Haut, roh'],
    ['Piščančje prsi s kožo, surove'],
    ['Cooked ham, superior quality, with rind'],
  ])('reads "%s" as food, not peelings', async (name) => {
    const { surplus, excluded } = await judge(name);
    for (const peel of PEELINGS) expect(surplus.terms).not.toContain(peel);
    expect(surplus.terms).not.toContain('beef');
    expect(surplus.state).not.toBe('inedible');
    expect(excluded).not.toContain('reuse-food-bank');
  });

  // Every name and synonym of the web's product suggestions with a peel word after 'with'.
  const WITH_PEEL: Record<string, RegExp> = {
    en: /\bwith (the )?(peel|skin|rind)s?\b/i,
    de: /\bmit (der )?(Schalen?|Haut|Rinde)\b/i,
    it: /\b(con|col) (la )?(buccia|bucce|pelle|scorza)\b/i,
    fr: /\bavec (la )?(peaux?|pelures?|écorce)\b/i,
    sl: /(^|\s)[sz] (lupino|kožo|kožico)\b/i,
  };
  const suggestions = Object.entries(WITH_PEEL).flatMap(([language, pattern]) => {
    const file = new URL(`../../../../../data/products/names/${language}.json`, import.meta.url);
    const { products } = JSON.parse(readFileSync(file, 'utf8')) as {
      products: Record<string, { name?: string; synonyms?: string[] }>;
    };
    return Object.values(products)
      .flatMap((p) => [p.name ?? '', ...(p.synonyms ?? [])])
      .filter((name) => pattern.test(name));
  });
  it('reads no product suggestion with a peel word after "with" as peelings', async () => {
    // 'Apfel mit Schale', 'Pesca con buccia, cruda', 'Kumara, z lupino, surova', 'Pollo con pelle'
    expect(suggestions.length).toBeGreaterThan(40);
    const agribalyse = [
      'Tomato, roasted/baked, with skin',
      'Almond, (with peel)',
      'Amande (avec peau)',
    ];
    for (const name of [...suggestions, ...agribalyse]) {
      const { surplus } = await judge(name);
      expect(surplus.state, name).not.toBe('inedible');
      expect([...surplus.foodSubgroups], name).not.toContain('Preparation Residues');
    }
  });

  it.each([
    ['bucce di mela', 'fruit peel'],
    ['Apfelschalen', 'fruit peel'],
    ['apple peel', 'fruit peel'],
    ['potato peelings', 'potato peels'],
    ['buccia di banana', 'banana peel'],
    ['Kartoffelschalen', 'potato peels'],
    ['pelures de légumes', 'vegetable peelings'],
    ['yogurt con bucce di mela', 'fruit peel'],
  ])('still reads "%s" as peelings (%s)', async (name, peel) => {
    const { surplus, excluded } = await judge(name);
    expect(surplus.terms).toContain(peel);
    expect(surplus.state).toBe('inedible');
    expect(excluded).toContain('reuse-food-bank');
  });
});
