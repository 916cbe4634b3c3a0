import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import type { ConditionAnswers, EndUse } from '@foodhub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import type { CatalogueSnapshot } from './catalogue-cache';
import { engineMatch } from './match-solutions';

// The engine on the kinds of surplus a blind round of probes found misread (round 4), in other
// words than the probes and in several languages: what it offers, what it leaves out and which
// checks a donation carries. Words add caution; they never take away a hazard the notes state.

const TODAY = new Date(Date.UTC(2026, 10, 24));
const RETAILER: CompanyProfileInput = { businessCategory: 'Retailer' };
const WHOLESALER: CompanyProfileInput = { businessCategory: 'Wholesaler' };
const PRIVATE: CompanyProfileInput = { businessCategory: 'Private Person' };
const ONCE = { times: 1, interval: 'once' } as const;

let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  snapshot = await shippedCatalogue();
});

function run(
  surplusName: string,
  notes: string,
  company: CompanyProfileInput = RETAILER,
  conditionAnswers?: ConditionAnswers,
  kg = 40,
) {
  const waste: WasteInfoInput = {
    surplusName,
    additionalSurplusInfo: notes,
    amount: { value: kg, unit: 'kg' },
    frequency: ONCE,
    ...(conditionAnswers ? { conditionAnswers } : {}),
  };
  const { outcome, ctx, conditions } = engineMatch(snapshot, company, waste, null, TODAY);
  const matches = outcome.matches;
  const people = matches.find((m) => m.solution.endUse === 'human_food');
  return {
    endUses: new Set(matches.map((m) => m.solution.endUse as EndUse)),
    categories: matches.map((m) => m.solution.category),
    state: ctx.surplus.state,
    terms: ctx.surplus.terms,
    checks: people ? (conditions[people.solution.id] ?? []) : null,
  };
}

describe('chilled or frozen food thawed, on a truck that broke down, or hours above 7 °C', () => {
  it.each([
    ['de', 'TK-Hähnchenschenkel', 'Kühl-LKW liegengeblieben, Kartons aufgetaut'],
    ['it', 'filetti di merluzzo surgelati', 'camion in panne, 9 gradi per 6 ore'],
    ['fr', 'steaks hachés surgelés', 'le camion est tombé en panne, cartons décongelés'],
    ['sl', 'zamrznjeni piščančji file', 'okvara tovornjaka, delno odmrznjeno'],
    ['en', 'fresh pork chops', 'data logger: 11 °C for 7 hours in the trailer'],
  ])('%s: %s is for neither people nor farmed animals', (_language, name, notes) => {
    const r = run(name, notes, WHOLESALER, undefined, 300);
    expect(r.state).toBe('spoiled');
    expect(r.endUses.has('human_food')).toBe(false);
    expect(r.endUses.has('farmed_animal_feed')).toBe(false);
  });

  it.each([
    ['de', 'aufgetaute Garnelen', 'im Kühlschrank aufgetaut, bei 3 Grad gelagert'],
    ['en', 'thawed salmon fillets', 'thawed in the cold room at 2 °C since yesterday'],
    ['it', 'pasta secca', 'il camion è rimasto in panne una notte'],
    ['fr', 'pâtes sèches', 'le camion est tombé en panne, 4 heures à 20 °C'],
  ])('%s: %s stays for people when the cold was kept or is not needed', (_l, name, notes) => {
    const r = run(name, notes);
    expect(r.endUses.has('human_food')).toBe(true);
  });
});

describe('hot holding at 63 °C or more is no time at room temperature', () => {
  it.each([
    ['de', 'Grillhähnchen', 'nie verkauft, 5 Stunden in der Warmhaltetheke bei 70 Grad'],
    ['it', 'polli arrosto', 'mai venduti, al banco caldo a 65 gradi per 6 ore'],
    ['en', 'roast chickens', 'never sold, on the hot counter at 65 °C from 11h to 18h'],
  ])('%s: %s, answered hot and never served, may be donated', (_l, name, notes) => {
    const r = run(name, notes, RETAILER, { served: 'never_served', keptHotOrChilled: 'hot' });
    expect(r.endUses.has('human_food')).toBe(true);
  });
});

describe('a recall for a labelling defect keeps donation, with relabelling first', () => {
  it.each([
    ['en', 'cereal bars', 'withdrawn from sale: soy not declared on the label, product fine'],
    ['de', 'Kekse', 'Rückruf, Sellerie fehlt auf dem Etikett. Ware einwandfrei, neu etikettieren'],
    ['it', 'grissini', 'richiamo: sesamo non dichiarato in etichetta, prodotto integro'],
    ['fr', 'biscuits', "rappel : erreur d'étiquetage, lait non déclaré, DDM 2027"],
  ])('%s: %s', (_l, name, notes) => {
    const r = run(name, notes);
    expect(r.state).not.toBe('spoiled');
    expect(r.checks).toContain('relabel_first');
  });

  it.each([
    ['en', 'cereal bars', 'recall: undeclared soy, and salmonella found in the lot'],
    ['de', 'Kekse', 'Rückruf: Allergen nicht deklariert, zudem Metallteile gefunden'],
    ['sl', 'piškoti', 'odpoklic, ni navedeno na etiketi, listerija v seriji'],
  ])('%s: a pathogen or a foreign body beside it still closes donation (%s)', (_l, n, notes) => {
    const r = run(n, notes);
    expect(r.state).toBe('spoiled');
    expect(r.endUses.has('human_food')).toBe(false);
  });
});

describe('a torn wrap around intact packs: check the inner pack', () => {
  it.each([
    ['en', 'boxes of pralines', 'shrink film torn, pralines intact in their trays'],
    ['de', 'Pralinenschachteln', 'Folie eingerissen, Pralinen unbeschädigt, MHD 2027'],
    ['it', 'scatole di cioccolatini', 'cellophane strappato, cioccolatini integri'],
  ])('%s: %s stays for people with a packaging check', (_l, name, notes) => {
    const r = run(name, notes);
    expect(r.endUses.has('human_food')).toBe(true);
    expect(r.checks).toContain('check_packaging');
  });

  it.each([
    ['en', 'flour', 'bags torn on unloading'],
    ['sl', 'moka', 'vreče raztrgane pri razkladanju'],
    ['fr', 'sucre', 'sacs déchirés, sucre renversé, le reste intact'],
  ])('%s: %s with torn or spilled packs is not for people', (_l, name, notes) => {
    expect(run(name, notes).endUses.has('human_food')).toBe(false);
  });
});

describe('blemished fruit and vegetables: sort first; worms in anything else are pests', () => {
  it.each([
    ['en', 'apples', 'some have wormholes, otherwise fresh, nothing rotten'],
    ['de', 'Birnen aus dem Garten', 'ein paar wurmstichig, sonst frisch, nichts faul'],
    ['it', 'mele del frutteto', 'alcune bacate, per il resto fresche'],
    ['fr', 'pommes du jardin', 'quelques-unes véreuses, pas pourries'],
  ])('%s: %s may be given once sorted', (_l, name, notes) => {
    const r = run(name, notes, PRIVATE);
    expect(r.state).toBe('edible');
    expect(r.endUses.has('human_food')).toBe(true);
    expect(r.checks).toContain('sort_first');
  });

  it.each([
    ['en', 'apples', 'some wormy, several rotten'],
    ['sl', 'moka', 'črviva, v vrečah'],
    ['it', 'farina', 'con i vermi'],
  ])('%s: %s (%s) is not for people', (_l, name, notes) => {
    const r = run(name, notes, PRIVATE);
    expect(r.state).toBe('spoiled');
    expect(r.endUses.has('human_food')).toBe(false);
  });
});

describe('names the vocabulary reads', () => {
  it.each([
    ['en', 'gilthead sea bream and sea bass'],
    ['de', 'Doraden und Wolfsbarsch'],
    ['it', 'spigole e trote'],
    ['fr', 'daurades et loups de mer'],
    ['sl', 'orade in brancini'],
  ])('%s: %s is fish, for people, never for farmed animals', (_l, name) => {
    const r = run(name, 'fresh, on ice, last day of sale');
    expect(r.terms.has('fish')).toBe(true);
    expect(r.endUses.has('human_food')).toBe(true);
    expect(r.endUses.has('farmed_animal_feed')).toBe(false);
  });

  it.each([
    ['en', 'pumpkin seed press cake', 'from our oil press, dry, in bags'],
    ['de', 'Kürbiskernpresskuchen', 'aus der Ölmühle, trocken'],
    ['it', 'panello di semi di zucca', 'dalla spremitura, asciutto'],
    ['fr', 'tourteau de graines de courge', 'après pressage, sec'],
    ['sl', 'pogače od olja', 'suho, v vrečah'],
  ])('%s: %s is a by-product for feed, not a cake', (_l, name, notes) => {
    const r = run(name, notes, { businessCategory: 'Food Processor' }, undefined, 700);
    expect(r.terms.has('oilseed press cake')).toBe(true);
    expect(r.state).toBe('by_product');
    expect(r.endUses.has('farmed_animal_feed')).toBe(true);
  });
});

describe('packed food goes through depackaging before composting', () => {
  it.each([
    ['en', 'infant formula', 'tins dented, inner seal torn on some'],
    ['de', 'Säuglingsmilch', 'Dosen verbeult, Schutzfolie unter dem Deckel eingerissen'],
    ['fr', 'lait infantile', 'boîtes cabossées, opercule percé sur plusieurs'],
  ])('%s: %s in broken packs: energy ranks above compost', (_l, name, notes) => {
    const r = run(name, notes, RETAILER, { packaging: 'damaged' }, 10);
    expect(r.endUses.has('human_food')).toBe(false);
    expect(r.categories[0]).toBe('Energy');
  });
});

describe('a best-before date that names ‘use’, past on dry goods, answered as best-before', () => {
  it.each([
    ['sl', 'riž', 'najboljše porabiti do 08/2026, embalaža cela, brez molja'],
    ['de', 'Nudeln', 'am besten verbrauchen bis 08/2026, Packungen zu'],
    ['en', 'rice', 'best to use before 08/2026, sealed, no weevils'],
  ])('%s: %s may still be donated', (_l, name, notes) => {
    const answers: ConditionAnswers = {
      dateKind: 'best_before',
      datePassed: 'yes',
      packaging: 'intact',
      spoilage: 'none',
    };
    const r = run(name, notes, RETAILER, answers);
    expect(r.state).toBe('past_best_before');
    expect(r.endUses.has('human_food')).toBe(true);
  });
});
