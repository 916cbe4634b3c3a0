import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { END_USES, SURPLUS_STATES, type EndUse } from '@foodhub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { testSolution } from '../../../test/solution-fixtures';
import type { CatalogueSnapshot } from './catalogue-cache';
import { engineMatch } from './match-solutions';
import type { SafetyRule } from './safety-rules';

// The safety rules on the product's own vocabulary, one solution per end use that takes any food
// in any state: only a safety rule can leave one out. Every rule is tried in the five languages,
// said in the surplus name, in the food group tags and in the notes.

const TODAY = new Date(Date.UTC(2026, 10, 24));
const solutions = END_USES.map((endUse) =>
  testSolution({ id: endUse, endUse, acceptsMixedFood: true, acceptedStates: [...SURPLUS_STATES] }),
);
let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  snapshot = await shippedCatalogue();
});

function judge(waste: WasteInfoInput, company: CompanyProfileInput = null) {
  const { outcome, ctx } = engineMatch({ ...snapshot, solutions }, company, waste, null, TODAY);
  return {
    surplus: ctx.surplus,
    proposed: outcome.matches.map((m) => m.solution.endUse as EndUse),
    rules: Object.fromEntries(outcome.excluded.map((e) => [e.solution.endUse, e.rule])) as Record<
      string,
      string
    >,
  };
}

const PEOPLE_AND_FEED: EndUse[] = [
  'human_food',
  'farmed_animal_feed',
  'pet_food',
  'zoo_animal_feed',
];

type Said = 'name' | 'groups' | 'notes';
/** The same words said three ways: as the name, as a tag, or in the notes of a plain food. */
function said(where: Said, words: string, food: string): WasteInfoInput {
  if (where === 'name') return { surplusName: `${food} ${words}` };
  if (where === 'groups') return { surplusName: food, foodSubgroups: [words] };
  return { surplusName: food, additionalSurplusInfo: words };
}

interface RuleCase {
  rule: SafetyRule;
  closes: EndUse[];
  /** Per language: [what the user says, a food it is said of]. */
  words: Record<'en' | 'de' | 'it' | 'fr' | 'sl', [string, string]>;
}

const RULE_CASES: RuleCase[] = [
  {
    rule: 'unsafe-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['recalled because of listeria', 'chicken'],
      de: ['Rückruf wegen Listerien', 'Hähnchen'],
      it: ['richiamato per salmonella', 'pollo'],
      fr: ['rappel produit listeria', 'poulet'],
      sl: ['odpoklic zaradi listerije', 'piščanec'],
    },
  },
  {
    rule: 'unsafe-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['mouldy', 'bread'],
      de: ['verschimmelt', 'Brot'],
      it: ['ammuffito', 'pane'],
      fr: ['moisi', 'pain'],
      sl: ['plesniv', 'kruh'],
    },
  },
  {
    rule: 'unsafe-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['cold chain broken', 'yoghurt'],
      de: ['Kühlkette unterbrochen', 'Joghurt'],
      it: ['catena del freddo interrotta', 'yogurt'],
      fr: ['rupture de la chaîne du froid', 'yaourt'],
      sl: ['prekinjena hladna veriga', 'jogurt'],
    },
  },
  {
    rule: 'unsafe-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['past its use-by date', 'yoghurt'],
      de: ['Verbrauchsdatum überschritten', 'Joghurt'],
      it: ['oltre la data da consumare entro', 'yogurt'],
      fr: ['DLC dépassée', 'yaourt'],
      sl: ['rok porabe je pretekel', 'jogurt'],
    },
  },
  {
    rule: 'unsafe-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['rotten', 'apples'],
      de: ['verfault', 'Äpfel'],
      it: ['marce', 'mele'],
      fr: ['pourries', 'pommes'],
      sl: ['gnila', 'jabolka'],
    },
  },
  {
    rule: 'used-oil-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['used frying oil', 'oil'],
      de: ['Frittenfett', 'Fett'],
      it: ['olio di frittura usato', 'olio'],
      fr: ['huile de friture usagée', 'huile'],
      sl: ['rabljeno olje iz cvrtnika', 'olje'],
    },
  },
  {
    rule: 'not-food',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['cut flowers', 'unsold'],
      de: ['Schnittblumen', 'unverkauft'],
      it: ['fiori recisi', 'invenduti'],
      fr: ['fleurs coupées', 'invendus'],
      sl: ['rezano cvetje', 'neprodano'],
    },
  },
  {
    rule: 'not-food',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['grease trap fat', 'fat'],
      de: ['Fettabscheiderinhalt', 'Fett'],
      it: ['grasso del degrassatore', 'grasso'],
      fr: ['graisses de bac à graisse', 'graisse'],
      sl: ['vsebina lovilca maščob', 'maščoba'],
    },
  },
  {
    rule: 'served-not-food-or-feed',
    closes: PEOPLE_AND_FEED,
    words: {
      en: ['left on plates', 'pasta'],
      de: ['Tellerreste', 'Nudeln'],
      it: ['avanzi dei piatti', 'pasta'],
      fr: ["restes d'assiettes", 'pâtes'],
      sl: ['ostanki s krožnikov', 'testenine'],
    },
  },
  {
    rule: 'animal-products-not-farmed-feed',
    closes: ['farmed_animal_feed'],
    words: {
      en: ['filled with meat', 'pasta'],
      de: ['mit Fleischfüllung', 'Teigtaschen'],
      it: ['ripieni di carne', 'ravioli'],
      fr: ['farcis à la viande', 'raviolis'],
      sl: ['polnjeni z mesom', 'žlikrofi'],
    },
  },
];

describe.each(RULE_CASES.map((c) => [`${c.rule}: ${c.words.en[0]}`, c] as const))(
  'safety rule %s',
  (_, c) => {
    for (const [language, [words, food]] of Object.entries(c.words)) {
      for (const where of ['name', 'groups', 'notes'] as const) {
        it(`closes ${c.closes.join(', ')} when said in ${language}, in the ${where}`, () => {
          const result = judge(said(where, words, food));
          for (const endUse of c.closes) expect(result.proposed).not.toContain(endUse);
          expect(result.proposed.length).toBeGreaterThan(0);
        });
      }
    }
  },
);

describe('fails closed on what it cannot read', () => {
  it.each(['xqzzy blorp', 'Ware', 'stuff from the back room'])('ranks nothing for "%s"', (name) => {
    const result = judge({ surplusName: name });
    expect(result.surplus.state).toBeNull();
    expect(result.proposed).toEqual([]);
  });
  it('proposes to people an unknown name only on the user’s word, never to animals', () => {
    const result = judge({ surplusName: 'Qwertz', condition: 'edible' });
    expect(result.proposed).toContain('human_food');
    for (const endUse of ['farmed_animal_feed', 'pet_food', 'zoo_animal_feed'] as const) {
      expect(result.rules[endUse]).toBe('not-known-as-food');
    }
  });
  it('keeps a hazard named in the notes whatever condition the user chose', () => {
    const result = judge({
      surplusName: 'Hähnchen',
      additionalSurplusInfo: 'Rückruf wegen Listerien',
      condition: 'edible',
    });
    expect(result.proposed).not.toContain('human_food');
    expect(result.rules.human_food).toBe('unsafe-not-food-or-feed');
  });
});

describe('pet food', () => {
  it.each(['Katzenfutter', 'cat food', 'cibo per gatti', 'nourriture pour chats', 'mačja hrana'])(
    '"%s" never goes to people or farmed animals, but to pets',
    (name) => {
      const result = judge({ surplusName: name });
      expect(result.rules.human_food).toBe('pet-food-not-for-people');
      expect(result.rules.farmed_animal_feed).toBe('pet-food-not-for-people');
      expect(result.proposed).toContain('pet_food');
    },
  );
});

describe('catering waste never goes into feed', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput]>([
    ['anything from a restaurant', { surplusName: 'Brot' }, { businessCategory: 'Restaurant' }],
    ['a caterer (NACE 56.29)', { surplusName: 'mele' }, { naceCodes: ['56.29'] }],
    ['a hotel kitchen', { surplusName: 'pain' }, { businessCategory: 'Hotel' }],
    ['leftovers by name', { surplusName: 'Speisereste' }, null],
    ['a dish from a household', { surplusName: 'lasagne' }, { businessCategory: 'Private Person' }],
  ])('closes every feed for %s', (_, waste, company) => {
    const result = judge(waste, company);
    for (const endUse of ['farmed_animal_feed', 'pet_food', 'zoo_animal_feed'] as const) {
      expect(result.proposed).not.toContain(endUse);
    }
  });
});

describe('negation and dates in the notes', () => {
  it.each([
    ['nicht abgelaufen, nicht verschimmelt', 'de'],
    ['no mould, not recalled', 'en'],
    ['senza muffa, non scaduto', 'it'],
    ['pas moisi, non périmé', 'fr'],
    ['ni plesniv, ni pretečen', 'sl'],
  ])('reads "%s" (%s) as edible', (notes) => {
    const result = judge({ surplusName: 'Brot', additionalSurplusInfo: notes });
    expect(result.surplus.state).toBe('edible');
    expect(result.proposed).toContain('human_food');
  });
  it('reads a use-by date before today as past its use-by date', () => {
    const result = judge({ surplusName: 'milk', additionalSurplusInfo: 'use by 12.03.2026' });
    expect(result.surplus.state).toBe('spoiled');
    expect(result.proposed).not.toContain('human_food');
  });
  it('reads a use-by date after today as fine', () => {
    const result = judge({ surplusName: 'milk', additionalSurplusInfo: 'use by 30.11.2026' });
    expect(result.surplus.state).toBe('edible');
  });
  it.each([
    ['MHD abgelaufen', 'Konserven'],
    ['past best-before but safe', 'canned tomatoes'],
    ['TMC superato', 'biscotti'],
    ['DDM dépassée', 'biscuits'],
    ['uporabno najmanj do 3.4.2025', 'piškoti'],
    ['best before 12.03.2024', 'frozen pizza'],
  ])('keeps donation open for "%s": past best-before is not past use-by', (notes, name) => {
    const result = judge({ surplusName: name, additionalSurplusInfo: notes });
    expect(result.surplus.state).toBe('past_best_before');
    expect(result.proposed).toContain('human_food');
  });
  it('reads a bare "abgelaufen" as unsafe until the user says it is only best-before', () => {
    expect(judge({ surplusName: 'Joghurt abgelaufen' }).proposed).not.toContain('human_food');
    const told = judge({ surplusName: 'Joghurt abgelaufen', condition: 'past_best_before' });
    expect(told.proposed).toContain('human_food');
  });
});

describe('states read from the words', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput, string]>([
    ['sugar beet pulp', { surplusName: 'Zuckerrübenschnitzel' }, null, 'by_product'],
    ['whey', { surplusName: 'siero di latte' }, null, 'by_product'],
    ['cheese rinds', { surplusName: 'Käserinden' }, null, 'by_product'],
    ['raw milk', { surplusName: 'Rohmilch' }, null, 'by_product'],
    ['cracked eggs', { surplusName: 'Knickeier' }, null, 'by_product'],
    ['peelings', { surplusName: 'pelures de légumes' }, null, 'inedible'],
    [
      'greened potatoes',
      { surplusName: 'krompir', additionalSurplusInfo: 'ozelenel' },
      null,
      'spoiled',
    ],
    [
      'a caterer’s buffet',
      { surplusName: 'Buffet (Gulasch, Knödel, Salat)' },
      { businessCategory: 'Caterer' },
      'prepared_unserved',
    ],
    [
      'plate waste',
      { surplusName: 'Tellerreste' },
      { businessCategory: 'Restaurant' },
      'prepared_served',
    ],
  ])('%s', (_, waste, company, state) => {
    expect(judge(waste, company).surplus.state).toBe(state);
  });
});
