import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import type { ConditionAnswers, EndUse } from '@foodhub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import type { CatalogueSnapshot } from './catalogue-cache';
import { engineMatch, excludedAnswer, reasoningLocale, surplusReading } from './match-solutions';
import { reasoningText } from './reasoning';
import { safetyExclusion } from './safety-rules';

// The condition answers on the shipped catalogue: what they exclude and why, which questions a
// surplus gets, which checks a route to people or animals carries, and the one-click confirmation
// of a soft reading of the words. The words only ever add caution.

const TODAY = new Date(Date.UTC(2026, 10, 24));
const PEOPLE_OR_ANIMALS: EndUse[] = [
  'human_food',
  'farmed_animal_feed',
  'pet_food',
  'zoo_animal_feed',
];
const SAFE_CHILLED: ConditionAnswers = {
  dateKind: 'use_by',
  datePassed: 'no',
  keptCold: 'yes',
  packaging: 'intact',
  labelled: 'yes',
  spoilage: 'none',
};
const SAFE_PREPARED: ConditionAnswers = {
  served: 'never_served',
  keptHotOrChilled: 'chilled',
  roomTemperature: 'under_2h',
  packaging: 'intact',
  labelled: 'yes',
  spoilage: 'none',
};
const SUPERMARKET: CompanyProfileInput = { businessCategory: 'Supermarket' };
const RESTAURANT: CompanyProfileInput = { businessCategory: 'Restaurant' };
const BAKERY: CompanyProfileInput = { businessCategory: 'Bakery' };
const HOTEL: CompanyProfileInput = { businessCategory: 'Hotel' };

let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  snapshot = await shippedCatalogue();
});

function run(waste: WasteInfoInput, company: CompanyProfileInput = null) {
  const answer = engineMatch(snapshot, company, waste, null, TODAY);
  const endUses = answer.outcome.matches.map((m) => m.solution.endUse as EndUse);
  const excludedRule = (endUse: EndUse) =>
    answer.outcome.excluded.find((e) => e.solution.endUse === endUse)?.rule;
  const reading = (language: 'en' | 'de' = 'en') =>
    surplusReading(
      answer.outcome,
      answer.ctx,
      reasoningLocale(snapshot, {}, language),
      answer.confirmation,
    );
  return { ...answer, endUses, excludedRule, reading };
}

const yoghurt = (conditionAnswers?: ConditionAnswers, notes?: string): WasteInfoInput => ({
  surplusName: 'Joghurt',
  amount: { value: 20, unit: 'kg' },
  ...(notes ? { additionalSurplusInfo: notes } : {}),
  ...(conditionAnswers ? { conditionAnswers } : {}),
});
const lasagne = (conditionAnswers?: ConditionAnswers): WasteInfoInput => ({
  surplusName: 'Lasagne',
  amount: { value: 10, unit: 'kg' },
  ...(conditionAnswers ? { conditionAnswers } : {}),
});

describe('answers that exclude the routes to people and animals', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput, string]>([
    [
      'a use-by date that has passed',
      yoghurt({ ...SAFE_CHILLED, datePassed: 'yes' }),
      SUPERMARKET,
      'You said the use-by date has passed, so we read the surplus as',
    ],
    [
      'signs of spoilage',
      yoghurt({ ...SAFE_CHILLED, spoilage: 'yes' }),
      SUPERMARKET,
      'You said it shows signs of spoilage',
    ],
    [
      'a broken cold chain',
      yoghurt({ ...SAFE_CHILLED, keptCold: 'no' }),
      SUPERMARKET,
      'You said it was not kept cold without a break',
    ],
    [
      'over 4 hours at room temperature',
      lasagne({ ...SAFE_PREPARED, roomTemperature: 'over_4h' }),
      RESTAURANT,
      'You said it stood too long at room temperature',
    ],
    [
      'neither hot nor chilled, time unknown',
      lasagne({ ...SAFE_PREPARED, keptHotOrChilled: 'neither', roomTemperature: 'not_sure' }),
      RESTAURANT,
      'You said it stood too long at room temperature',
    ],
  ])('%s: unsafe for people and animals, said as the answer', (_, waste, company, said) => {
    const r = run(waste, company);
    for (const endUse of PEOPLE_OR_ANIMALS) expect(r.endUses).not.toContain(endUse);
    expect(r.excludedRule('human_food')).toBe('unsafe-not-food-or-feed');
    expect(r.endUses.length).toBeGreaterThan(0);
    expect(r.reading().message).toContain(said);
    // The routes left (energy, soil) say the same, never '("")'.
    const text = reasoningText(r.outcome.matches[0]!, r.ctx);
    expect(text).toContain(said);
    expect(text).not.toContain('("")');
  });

  it('served food: the served rule, said in German too', () => {
    const r = run(lasagne({ ...SAFE_PREPARED, served: 'served' }), RESTAURANT);
    expect(r.endUses).not.toContain('human_food');
    expect(r.excludedRule('human_food')).toBe('served-not-food-or-feed');
    expect(r.reading('de').message).toContain(
      'Sie haben angegeben, dass die Speisen ausgegeben oder den Gästen hingestellt wurden',
    );
  });

  it('only a best-before date that has passed: still given to people', () => {
    const r = run(
      { surplusName: 'Nudeln', conditionAnswers: { dateKind: 'best_before', datePassed: 'yes' } },
      SUPERMARKET,
    );
    expect(r.ctx.surplus.state).toBe('past_best_before');
    expect(r.endUses).toContain('human_food');
    expect(r.reading().message).toContain('You said only the best-before date has passed');
  });

  it('a broken cold chain of bread is no hazard: bread is not kept cold', () => {
    const r = run({ surplusName: 'Brot', conditionAnswers: { keptCold: 'no' } }, BAKERY);
    expect(r.endUses).toContain('human_food');
  });
});

describe('the words only add caution', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput]>([
    ['mould in the notes', yoghurt(SAFE_CHILLED, 'verschimmelt'), SUPERMARKET],
    ['a recall', yoghurt(SAFE_CHILLED, 'recalled because of listeria'), SUPERMARKET],
    ['a use-by date that has passed', yoghurt(SAFE_CHILLED, 'past its use-by date'), SUPERMARKET],
    ['a broken cold chain', yoghurt(SAFE_CHILLED, 'Kühlkette unterbrochen'), SUPERMARKET],
    ['plate waste', { surplusName: 'Tellerreste', conditionAnswers: SAFE_PREPARED }, RESTAURANT],
  ])('%s stays excluded whatever the answers say', (_, waste, company) => {
    const r = run(waste, company);
    for (const endUse of PEOPLE_OR_ANIMALS) expect(r.endUses).not.toContain(endUse);
    expect(r.confirmation).toBeNull();
  });
});

describe('questions that matter', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput, string[]]>([
    [
      'chilled yoghurt',
      yoghurt(),
      SUPERMARKET,
      ['dateKind', 'datePassed', 'keptCold', 'packaging', 'labelled', 'spoilage'],
    ],
    [
      'a restaurant’s lasagne',
      lasagne(),
      RESTAURANT,
      ['served', 'keptHotOrChilled', 'roomTemperature', 'packaging', 'labelled', 'spoilage'],
    ],
    ['bread', { surplusName: 'Brot' }, BAKERY, ['dateKind', 'datePassed', 'packaging', 'spoilage']],
    [
      'dry pasta',
      { surplusName: 'Nudeln' },
      null,
      ['dateKind', 'datePassed', 'packaging', 'spoilage'],
    ],
    [
      'hard cheese',
      { surplusName: 'Parmesan' },
      null,
      ['dateKind', 'datePassed', 'packaging', 'spoilage'],
    ],
    ['used cooking oil', { surplusName: 'Altspeiseöl' }, RESTAURANT, []],
    ['cut flowers', { surplusName: 'Schnittblumen' }, null, []],
    ['nothing said', {}, null, []],
  ])('%s', (_, waste, company, questions) => {
    expect(run(waste, company).ctx.surplus.questions).toEqual(questions);
  });

  it('asks everything when it cannot tell what the surplus is', () => {
    const r = run({ surplusName: 'Qwertz' });
    expect(r.ctx.surplus.questions).toEqual([
      'dateKind',
      'datePassed',
      'keptCold',
      'served',
      'keptHotOrChilled',
      'roomTemperature',
      'packaging',
      'labelled',
      'spoilage',
    ]);
  });
});

describe('conditions on the routes to people and animals', () => {
  it('chilled food without answers: checks on every route to people or animals, none on energy', () => {
    const r = run(yoghurt(), SUPERMARKET);
    const people = r.outcome.matches.filter((m) => m.solution.endUse === 'human_food');
    expect(people.length).toBeGreaterThan(0);
    for (const m of people) {
      expect(r.conditions[m.solution.id]).toEqual([
        'check_date',
        'check_cold_chain',
        'check_packaging',
        'check_spoilage',
        'relabel_first',
      ]);
    }
    for (const m of r.outcome.matches) {
      if (!PEOPLE_OR_ANIMALS.includes(m.solution.endUse as EndUse)) {
        expect(r.conditions[m.solution.id]).toBeUndefined();
      }
    }
    const biogas = r.outcome.matches.find((m) => m.solution.endUse === 'energy');
    expect(biogas).toBeDefined();
    // Feed processors unpack and relabel former foodstuffs: only the food safety checks.
    const feed = r.outcome.matches.find((m) => m.solution.endUse === 'farmed_animal_feed');
    if (feed) {
      expect(r.conditions[feed.solution.id]).toEqual([
        'check_date',
        'check_cold_chain',
        'check_spoilage',
      ]);
    }
  });

  it('prepared food without answers: never served and time and temperature to check', () => {
    const r = run(lasagne(), RESTAURANT);
    const donation = r.outcome.matches.find((m) => m.solution.endUse === 'human_food');
    expect(donation).toBeDefined();
    expect(r.conditions[donation!.solution.id]).toEqual(
      expect.arrayContaining(['check_never_served', 'check_time_temperature']),
    );
  });

  it('‘not sure’ is a missing answer', () => {
    const r = run(yoghurt({ ...SAFE_CHILLED, keptCold: 'not_sure' }), SUPERMARKET);
    const donation = r.outcome.matches.find((m) => m.solution.endUse === 'human_food')!;
    expect(r.conditions[donation.solution.id]).toEqual(['check_cold_chain']);
  });

  it('fully answered safe food carries no checks, and ranks as without answers', () => {
    const bare = run(yoghurt(), SUPERMARKET);
    const safe = run(yoghurt(SAFE_CHILLED), SUPERMARKET);
    expect(safe.conditions).toEqual({});
    expect(run(lasagne(SAFE_PREPARED), RESTAURANT).conditions).toEqual({});
    expect(safe.outcome.matches.map((m) => [m.solution.id, m.score])).toEqual(
      bare.outcome.matches.map((m) => [m.solution.id, m.score]),
    );
  });

  it('shelf-stable food needs no checks, but a damaged pack and a missing label do', () => {
    expect(run({ surplusName: 'Nudeln' }, SUPERMARKET).conditions).toEqual({});
    const r = run(
      { surplusName: 'Nudeln', conditionAnswers: { packaging: 'damaged', labelled: 'no' } },
      SUPERMARKET,
    );
    const donation = r.outcome.matches.find((m) => m.solution.endUse === 'human_food')!;
    expect(r.conditions[donation.solution.id]).toEqual(['check_packaging', 'relabel_first']);
    for (const m of r.outcome.matches.filter((m) => m.solution.endUse !== 'human_food')) {
      expect(r.conditions[m.solution.id]).toBeUndefined();
    }
  });
});

describe('a torn or opened pack', () => {
  it.each([
    ['Nudeln', 'torn bags'],
    ['Kekse', 'leaking cartons'],
  ])('%s with ‘%s’: not for people, still for feed, with its reason', (surplusName, notes) => {
    const r = run({
      surplusName,
      additionalSurplusInfo: notes,
      amount: { value: 500, unit: 'kg' },
    });
    expect(r.endUses).not.toContain('human_food');
    expect(r.excludedRule('human_food')).toBe('packaging-not-intact-not-for-people');
    expect(r.endUses).toContain('farmed_animal_feed');
    const reason = excludedAnswer(r.outcome, reasoningLocale(snapshot, {}, 'en'), {}).find(
      (e) => e.end_use === 'human_food',
    )!;
    expect(reason).toMatchObject({ safety: true });
    expect(reason.reason).toContain('torn, leaking or opened pack');
  });

  it('a dented pack keeps donation, after a check of the packaging', () => {
    const r = run({ surplusName: 'Nudeln', additionalSurplusInfo: 'dented cans' }, SUPERMARKET);
    const donation = r.outcome.matches.find((m) => m.solution.endUse === 'human_food')!;
    expect(r.conditions[donation.solution.id]).toEqual(['check_packaging']);
    const checked = run(
      {
        surplusName: 'Nudeln',
        additionalSurplusInfo: 'dented cans',
        conditionAnswers: { packaging: 'intact' },
      },
      SUPERMARKET,
    );
    expect(checked.conditions).toEqual({});
  });

  it('closes the routes to people only', () => {
    const r = run({ surplusName: 'Nudeln' }, SUPERMARKET);
    const surplus = {
      ...r.ctx.surplus,
      cues: [...r.ctx.surplus.cues, { cue: 'packaging_breached' as const, words: 'aufgerissen' }],
    };
    expect(safetyExclusion('human_food', surplus, r.ctx.business)).toBe(
      'packaging-not-intact-not-for-people',
    );
    expect(safetyExclusion('farmed_animal_feed', surplus, r.ctx.business)).toBeNull();
  });
});

describe('soft readings of the words and the one-click confirmation', () => {
  it.each([
    ['leftover croissants', 'leftover'],
    ['avanzi di cornetti', 'avanzi'],
    ['restes de croissants', 'restes'],
  ])('a hotel’s ‘%s’: asked whether never served; then donation is back', (name, words) => {
    const before = run({ surplusName: name }, HOTEL);
    expect(before.endUses).not.toContain('human_food');
    expect(before.confirmation).toEqual({ question: 'served', answer: 'never_served', words });
    expect(before.reading().confirmation).toEqual(before.confirmation);

    const after = run({ surplusName: name, conditionAnswers: { served: 'never_served' } }, HOTEL);
    expect(after.endUses).toContain('human_food');
    expect(after.confirmation).toBeNull();
  });

  it.each([
    'Croissants, Reste vom Vortag',
    'leftover croissants',
    'avanzi di cornetti',
    'restes de croissants',
    'rogljiči, ostanki',
  ])('a bakery serves no meals: its ‘%s’ are unsold goods, no question needed', (name) => {
    const r = run({ surplusName: name }, BAKERY);
    expect(r.endUses).toContain('human_food');
    expect(r.confirmation).toBeNull();
    // Saying they were served still closes donation.
    const served = run({ surplusName: name, conditionAnswers: { served: 'served' } }, BAKERY);
    expect(served.endUses).not.toContain('human_food');
  });

  it('a bare ‘abgelaufen’ on yoghurt: asked whether best-before; then donation is back', () => {
    const before = run({ surplusName: 'Joghurt abgelaufen' }, SUPERMARKET);
    expect(before.endUses).not.toContain('human_food');
    expect(before.confirmation).toEqual({
      question: 'dateKind',
      answer: 'best_before',
      words: expect.stringMatching(/abgelaufen/i),
    });
    const after = run(
      { surplusName: 'Joghurt abgelaufen', conditionAnswers: { dateKind: 'best_before' } },
      SUPERMARKET,
    );
    expect(after.ctx.surplus.state).toBe('past_best_before');
    expect(after.endUses).toContain('human_food');
    // A use-by answer makes it a hazard for good.
    const useBy = run(
      { surplusName: 'Joghurt abgelaufen', conditionAnswers: { dateKind: 'use_by' } },
      SUPERMARKET,
    );
    expect(useBy.endUses).not.toContain('human_food');
    expect(useBy.confirmation).toBeNull();
  });

  it('a bare ‘expired’ on dry pasta is past its best-before date: no question needed', () => {
    const r = run({ surplusName: 'Nudeln abgelaufen' }, SUPERMARKET);
    expect(r.ctx.surplus.state).toBe('past_best_before');
    expect(r.endUses).toContain('human_food');
    expect(r.confirmation).toBeNull();
  });

  it('leftovers a kitchen never served become prepared food for donation', () => {
    const before = run({ surplusName: 'Speisereste' }, RESTAURANT);
    expect(before.confirmation).toMatchObject({ question: 'served', answer: 'never_served' });
    const after = run(
      { surplusName: 'Speisereste', conditionAnswers: { served: 'never_served' } },
      RESTAURANT,
    );
    expect(after.ctx.surplus.state).toBe('prepared_unserved');
    expect(after.endUses).toContain('human_food');
    // Still catering waste: never feed.
    expect(after.endUses).not.toContain('farmed_animal_feed');
  });

  it('never asks when the words state the hazard', () => {
    expect(run({ surplusName: 'Joghurt, Verbrauchsdatum abgelaufen' }).confirmation).toBeNull();
    expect(run({ surplusName: 'Tellerreste' }, RESTAURANT).confirmation).toBeNull();
    expect(run({ surplusName: 'verschimmeltes Brot' }, BAKERY).confirmation).toBeNull();
  });
});

describe('the reading says whose word decided', () => {
  it('quotes the words when only the kind of date was answered and the words said it passed', () => {
    const r = run(
      { surplusName: 'expired minced meat', conditionAnswers: { dateKind: 'use_by' } },
      SUPERMARKET,
    );
    expect(r.endUses).not.toContain('human_food');
    const message = r.reading().message ?? '';
    expect(message).toContain('"expired"');
    expect(message).not.toMatch(/You said/);
  });

  it('an answer outweighs the general Condition choice', () => {
    const r = run(
      {
        surplusName: 'Sandwiches',
        condition: 'prepared_unserved',
        conditionAnswers: { served: 'served' },
      },
      { businessCategory: 'Caterer' },
    );
    expect(r.endUses).not.toContain('human_food');
    expect(r.ctx.surplus.state).toBe('prepared_served');
    expect(r.reading().message).toMatch(/^You said it was served/);
  });
});
