import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { engineMatch, excludedAnswer, reasoningLocale, surplusReading } from './match-solutions';
import { reasoningText } from './reasoning';
import { SAFETY_MESSAGES } from './reasoning-messages/safety';

// What the answer says must be true of what the user typed: an exclusion names the hazard that
// was found, kitchen waste is called what the law calls it, and no reasoning cites a rule beside
// a route that the surplus breaks.

const TODAY = new Date(Date.UTC(2026, 10, 24));

async function answer(
  waste: WasteInfoInput,
  businessCategory: string | null = null,
  language: Language = 'en',
) {
  const snapshot = await shippedCatalogue();
  const company: CompanyProfileInput = businessCategory ? { businessCategory } : null;
  const { outcome, ctx } = engineMatch(snapshot, company, waste, null, TODAY);
  const locale = reasoningLocale(snapshot, {}, language);
  return {
    excluded: excludedAnswer(outcome, locale, {}, ctx.surplus),
    reasoning: outcome.matches.map((m) => ({
      endUse: m.solution.endUse,
      id: m.solution.id,
      text: reasoningText(m, ctx, locale),
    })),
    reading: surplusReading(outcome, ctx, locale),
  };
}

const donationReasons = async (waste: WasteInfoInput, business: string | null = null) =>
  (await answer(waste, business)).excluded
    .filter((e) => e.end_use === 'human_food' && e.safety)
    .map((e) => e.reason);

describe('an exclusion names the hazard that was found', () => {
  it.each([
    [{ surplusName: 'Marmelade', additionalSurplusInfo: 'Glassplitter im Glas' }, 'Glassplitter'],
    [{ surplusName: 'Erdnüsse', additionalSurplusInfo: 'Aflatoxin festgestellt' }, 'Aflatoxin'],
    [{ surplusName: 'Brot', additionalSurplusInfo: 'schimmlig' }, 'schimmlig'],
    [{ surplusName: 'yoghurt', additionalSurplusInfo: 'use-by date passed' }, 'use-by'],
  ])('%o: quotes "%s"', async (waste, words) => {
    const reasons = await donationReasons(waste, 'Retailer');
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toContain(words);
  });

  it('says which hazard: a toxin, a passed use-by date, spoilage', async () => {
    const [toxin] = await donationReasons(
      { surplusName: 'Erdnüsse', additionalSurplusInfo: 'Aflatoxin festgestellt' },
      'Wholesaler',
    );
    expect(toxin).toMatch(/^It contains a toxin \("Aflatoxin"\)/);
    const [useBy] = await donationReasons({
      surplusName: 'Joghurt',
      additionalSurplusInfo: 'Verbrauchsdatum überschritten',
    });
    expect(useBy).toMatch(/^Its use-by date has passed \("Verbrauchsdatum überschritten"\)/);
    expect(useBy).toContain('1169/2011 art. 24');
    // The reading says the same, not a list of every kind of unsafe food.
    const { reading } = await answer({
      surplusName: 'Erdnüsse',
      additionalSurplusInfo: 'Aflatoxin',
    });
    expect(reading.message).toMatch(/^We read the surplus as toxic \("Aflatoxin"\)/);
  });

  it.each(SUPPORTED_LANGUAGES)('quotes the words in %s too', async (language) => {
    const { excluded } = await answer(
      { surplusName: 'Marmelade', additionalSurplusInfo: 'Glassplitter im Glas' },
      'Retailer',
      language,
    );
    const generic = SAFETY_MESSAGES[language].exclusions['unsafe-not-food-or-feed'];
    const donation = excluded.filter((e) => e.end_use === 'human_food' && e.safety);
    expect(donation.length).toBeGreaterThan(0);
    for (const e of donation) {
      expect(e.reason).toContain('Glassplitter');
      expect(e.reason).not.toBe(generic);
    }
  });
});

describe('the hazard closes only what it closed', () => {
  it('lists under the hazard the routes to people that would have taken the food', async () => {
    const { excluded } = await answer(
      { surplusName: 'Hackfleisch', additionalSurplusInfo: 'Verbrauchsdatum überschritten' },
      'Retailer',
    );
    const bySafety = excluded
      .filter((e) => e.end_use === 'human_food' && e.safety)
      .map((e) => e.solution_id);
    expect(bySafety).toContain('reuse-food-bank');
    // Gleaning and bread beer never took minced meat: they do not fit, whatever its date.
    for (const id of ['reuse-gleaning', 'upcycling-bread-beer']) {
      expect(bySafety).not.toContain(id);
      expect(excluded.find((e) => e.solution_id === id)?.safety).toBe(false);
    }
  });
});

describe('kitchen waste is catering waste, not served food', () => {
  it('calls raw kitchen waste catering waste in the exclusion and the reasoning', async () => {
    const { excluded, reasoning, reading } = await answer(
      { surplusName: 'Küchenabfälle' },
      'Restaurant',
    );
    const toPeople = excluded.filter((e) => e.end_use === 'human_food' && e.safety);
    expect(toPeople.length).toBeGreaterThan(0);
    for (const e of toPeople) {
      expect(e.reason).toMatch(/^Kitchen waste \("Küchenabfälle"\) is catering waste/);
      expect(e.reason).not.toMatch(/served/);
    }
    expect(reading.message).toContain('kitchen waste (catering waste)');
    expect(reading.message).not.toMatch(/served/);
    expect(reasoning.length).toBeGreaterThan(0);
    for (const r of reasoning) expect(r.text).not.toMatch(/served|plate waste/);
  });

  it('still calls plate waste served food', async () => {
    const reasons = await donationReasons(
      { surplusName: 'plate waste', additionalSurplusInfo: "from guests' plates" },
      'Restaurant',
    );
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toMatch(/served/);
  });
});

describe('no reasoning cites a rule the surplus breaks', () => {
  const USE_BY_RULE = /before its use-by date|may still be donated/;

  it.each([
    [{ surplusName: 'Joghurt', additionalSurplusInfo: 'Verbrauchsdatum überschritten' }, null],
    [{ surplusName: 'Hähnchenbrust', additionalSurplusInfo: 'Kühlkette unterbrochen' }, 'Retailer'],
    [{ surplusName: 'Brot', additionalSurplusInfo: 'verschimmelt' }, 'Retailer'],
    [{ surplusName: 'Erdnüsse', additionalSurplusInfo: 'Aflatoxin' }, 'Wholesaler'],
  ])('%o: no route to people or animals, nor their rules', async (waste, business) => {
    const { reasoning } = await answer(waste, business);
    expect(reasoning.length).toBeGreaterThan(0);
    for (const r of reasoning) {
      expect(['human_food', 'farmed_animal_feed', 'pet_food']).not.toContain(r.endUse);
      expect(r.text, r.id).not.toMatch(USE_BY_RULE);
      expect(r.text, r.id).not.toMatch(/keeps the food for people/);
    }
  });

  it('cites the use-by rule beside a food bank only for food it allows', async () => {
    const { reasoning } = await answer(
      { surplusName: 'Nudeln', additionalSurplusInfo: 'MHD abgelaufen' },
      'Retailer',
    );
    const bank = reasoning.find((r) => r.id === 'reuse-food-bank');
    expect(bank?.text).toContain('may still be donated if it is safe and its packaging intact');
    expect(bank?.text).toContain('("MHD abgelaufen")');
  });

  it('calls anaerobic digestion and composting recycling, and prevention no route', async () => {
    const { reasoning } = await answer({ surplusName: 'Küchenabfälle' }, 'Restaurant');
    const text = (id: string) => reasoning.find((r) => r.id === id)?.text ?? '';
    expect(text('energy-biogas')).toContain('Anaerobic digestion is recycling');
    expect(text('soil-industrial-composting')).toContain('Composting is recycling');
    for (const r of reasoning) expect(r.text).not.toMatch(/fourth|last level/);
    const prevention = reasoning.find((r) => r.endUse === 'prevention');
    if (prevention) expect(prevention.text).not.toMatch(/keeps the food for people/);
  });
});
