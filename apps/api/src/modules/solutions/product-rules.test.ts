import type { WasteInfoInput } from '@foodhub/contracts';
import type { EndUse } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { engineMatch } from './match-solutions';

const TODAY = new Date(Date.UTC(2026, 10, 24));
const WEEKLY = { times: 1, interval: 'week' } as const;

/** The engine's answer on the shipped catalogue, as a user of that business would get it. */
async function answer(businessCategory: string, waste: WasteInfoInput) {
  const snapshot = await shippedCatalogue();
  const { outcome, ctx } = engineMatch(
    snapshot,
    { businessCategory },
    { frequency: WEEKLY, ...waste },
    null,
    TODAY,
  );
  const endUses = new Set(outcome.matches.map((m) => m.solution.endUse as EndUse));
  return {
    ids: outcome.matches.map((m) => m.solution.id),
    matches: outcome.matches,
    endUses,
    surplus: ctx.surplus,
    rule: (id: string) => outcome.excluded.find((e) => e.solution.id === id)?.rule,
    score: (id: string) => outcome.matches.find((m) => m.solution.id === id)?.score,
  };
}

const PEOPLE_AND_ANIMALS: EndUse[] = [
  'human_food',
  'farmed_animal_feed',
  'pet_food',
  'zoo_animal_feed',
];

describe('infant formula, baby food and medical foods (Reg. (EU) 609/2013)', () => {
  const products = [
    ['en', 'infant formula'],
    ['de', 'Folgemilch'],
    ['it', 'alimenti a fini medici speciali'],
    ['fr', 'lait infantile'],
    ['sl', 'hrana za dojenčke'],
  ] as const;
  it.each(products)('past any date never goes to people (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name, condition: 'past_best_before' });
    expect(result.endUses.has('human_food')).toBe(false);
    expect(result.rule('reuse-food-bank')).toBe('specific-groups-food-past-date');
  });
  it.each(products)('within its date may be donated (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name });
    expect(result.ids).toContain('reuse-food-bank');
  });
});

describe('wild game without a Trichinella test (Reg. (EU) 2015/1375)', () => {
  const untested = [
    ['en', 'wild boar meat'],
    ['de', 'Wildschweinfleisch'],
    ['it', 'carne di cinghiale'],
    ['fr', 'viande de sanglier'],
    ['sl', 'meso divjega prašiča'],
  ] as const;
  it.each(untested)('is neither food nor feed (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name });
    for (const endUse of PEOPLE_AND_ANIMALS) expect(result.endUses.has(endUse)).toBe(false);
    expect(result.rule('reuse-food-bank')).toBe('trichinella-untested-game');
    expect(result.rule('feed-zoo-animals')).toBe('trichinella-untested-game');
  });
  const tested = [
    ['en', 'wild boar meat', 'trichinella tested'],
    ['de', 'Wildschweinfleisch', 'trichinenuntersucht'],
    ['it', 'carne di cinghiale', 'testato per trichinella'],
    ['fr', 'viande de sanglier', 'testé pour la trichine'],
    ['sl', 'meso divjega prašiča', 'pregledano na trihinelo'],
  ] as const;
  it.each(tested)('once tested may be food (%s: %s, %s)', async (_lang, name, notes) => {
    const result = await answer('Retailer', { surplusName: name, additionalSurplusInfo: notes });
    expect(result.endUses.has('human_food')).toBe(true);
  });
});

describe('raw milk', () => {
  const words = [
    ['en', 'raw milk'],
    ['de', 'Rohmilch'],
    ['it', 'latte crudo'],
    ['fr', 'lait cru'],
    ['sl', 'surovo mleko'],
  ] as const;
  it.each(words)('goes to a dairy, not to people nor to pigs (%s: %s)', async (_lang, name) => {
    const result = await answer('Agricultural Producer', {
      surplusName: name,
      condition: 'edible',
    });
    expect(result.ids).toContain('upcycling-raw-milk-dairy');
    expect(result.rule('reuse-food-bank')).toBe('raw-milk-to-dairy-only');
    expect(result.rule('reuse-community-fridge')).toBe('raw-milk-to-dairy-only');
    expect(result.endUses.has('farmed_animal_feed')).toBe(false);
    expect(result.ids.filter((id) => id.includes('whey'))).toEqual([]);
  });
  it('does not close a cheese made of raw milk to donation', async () => {
    const result = await answer('Retailer', {
      surplusName: 'fromage au lait cru',
      condition: 'edible',
    });
    expect(result.ids).toContain('reuse-food-bank');
  });
});

describe('food that harms pets and zoo animals', () => {
  const harmful = [
    ['en', 'xylitol chewing gum'],
    ['de', 'Weintrauben'],
    ['it', 'vino rosso'],
    ['fr', 'oignons'],
    ['sl', 'čokolada'],
    ['de', 'Fertiggerichte'],
  ] as const;
  it.each(harmful)('is not pet food (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name });
    expect(result.endUses.has('pet_food')).toBe(false);
    expect(result.rule('feed-pet-food-category3')).toBe('harmful-to-pets');
  });
  const poisonous = [
    ['en', 'chocolate bars'],
    ['de', 'Schokolade'],
    ['it', 'birra'],
    ['fr', 'cacao en poudre'],
    ['sl', 'ksilitol'],
  ] as const;
  it.each(poisonous)('is not zoo feed either (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name });
    expect(result.endUses.has('zoo_animal_feed')).toBe(false);
    expect(result.endUses.has('pet_food')).toBe(false);
    expect(result.rule('feed-zoo-animals')).toBe('harmful-to-pets');
  });
  it('still gives pet food to an animal shelter', async () => {
    const result = await answer('Retailer', { surplusName: 'Hundefutter' });
    expect(result.ids).toContain('feed-pet-food-shelter-donation');
  });
});

describe('food recalled for a pathogen (Category 2, Reg. (EC) 1069/2009 art. 9 and 13)', () => {
  const recalls = [
    ['en', 'chicken breast', 'recalled because of listeria'],
    ['de', 'Hähnchenbrust', 'Rückruf wegen Salmonellen'],
    ['it', 'petto di pollo', 'richiamato per listeria'],
    ['fr', 'steak haché', 'rappel pour E. coli STEC'],
    ['sl', 'piščančje prsi', 'odpoklic zaradi salmonele'],
  ] as const;
  it.each(recalls)('goes only to a plant that sterilises it (%s: %s)', async (_l, name, notes) => {
    const result = await answer('Retailer', { surplusName: name, additionalSurplusInfo: notes });
    expect(result.ids[0]).toBe('energy-category2-sterilisation');
    expect(result.rule('energy-biogas')).toBe('pathogen-category-2');
    expect(result.rule('soil-industrial-composting')).toBe('pathogen-category-2');
    for (const endUse of PEOPLE_AND_ANIMALS) expect(result.endUses.has(endUse)).toBe(false);
  });
  it('is not proposed for food without a pathogen', async () => {
    const result = await answer('Retailer', { surplusName: 'Brot' });
    expect(result.ids).not.toContain('energy-category2-sterilisation');
  });
});

describe('winter feeding of wild game takes plant food only', () => {
  const notPlants = [
    ['en', 'dog food'],
    ['de', 'Katzenfutter'],
    ['it', 'crocchette'],
    ['fr', 'croquettes'],
    ['sl', 'pasja hrana'],
  ] as const;
  it.each(notPlants)('not pet food (%s: %s)', async (_lang, name) => {
    const result = await answer('Retailer', { surplusName: name });
    expect(result.ids).not.toContain('feed-wild-game');
    expect(result.rule('feed-wild-game')).toBe('plant-feed-only');
  });
  it('takes apples', async () => {
    const result = await answer('Agricultural Producer', {
      surplusName: 'Äpfel',
      amount: { value: 200, unit: 'kg' },
    });
    expect(result.rule('feed-wild-game')).toBeUndefined();
  });
});

describe('wrong labels and missing allergen information', () => {
  const labels = [
    ['en', 'yoghurt', 'wrong label'],
    ['de', 'Joghurt', 'Fehletikettierung'],
    ['it', 'yogurt', 'etichetta errata'],
    ['fr', 'yaourts', 'étiquette erronée'],
    ['sl', 'jogurt', 'napačna etiketa'],
  ] as const;
  it.each(labels)('keep the donation and mark the label (%s: %s, %s)', async (_l, name, notes) => {
    const result = await answer('Retailer', { surplusName: name, additionalSurplusInfo: notes });
    expect(result.surplus.flags.has('label_defect')).toBe(true);
    expect(result.ids).toContain('reuse-food-bank');
  });
});

describe('results that fit the person and the place', () => {
  it('offers a household only routes that take from households', async () => {
    const result = await answer('Private Person', { surplusName: 'bread' });
    expect(result.ids).not.toContain('reuse-discount-staff-sale');
    expect(result.ids).not.toContain('prevention-demand-planning');
    expect(result.rule('reuse-discount-staff-sale')).toBe('not-for-private-persons');
    for (const m of result.matches.slice(0, 3)) {
      expect(m.solution.acceptedFoodTypes.business_category).toContain('Private Person');
    }
    expect(result.matches[0]?.solution.category).toBe('Reuse (human)');
  });
  it('never shows an excellent score beside an amount below the minimum', async () => {
    const result = await answer('Retailer', {
      surplusName: 'Brot',
      amount: { value: 3, unit: 'kg' },
    });
    for (const m of result.matches.filter((x) => x.facts.quantity === 'below-minimum')) {
      expect(m.score).toBeLessThan(90);
    }
    expect(result.matches[0]?.solution.endUse).toBe('human_food');
  });
  it('lowers a route that does not take the user’s kind of business below excellent', async () => {
    const result = await answer('Restaurant', { surplusName: 'Brot' });
    // A social supermarket takes from producers and shops, not from restaurants.
    const shop = result.matches.find((m) => m.solution.id === 'reuse-social-supermarket');
    expect(shop?.factors.businessFit).toBe(0.25);
    expect(shop?.score).toBeLessThan(90);
    expect(result.matches[0]?.solution.endUse).toBe('human_food');
  });
  it('does not offer routes that share only the food group with the surplus', async () => {
    const beef = await answer('Retailer', { surplusName: 'Hackfleisch vom Rind' });
    expect(beef.ids).not.toContain('upcycling-cracked-eggs-industry');
    const pasta = await answer('Retailer', { surplusName: 'Pasta' });
    expect(pasta.ids).not.toContain('feed-pet-food-shelter-donation');
    expect(pasta.ids).not.toContain('feed-zoo-animals');
    expect(pasta.ids[0]).toBe('reuse-food-bank');
  });
});
