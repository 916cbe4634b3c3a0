import type {
  MyImpact,
  OfferDetail,
  OfferList,
  ProgrammeFigures,
  ProviderEntry,
  ProviderOfferList,
} from '@foodhub/contracts';
import { insertOffer, offers, users } from '@foodhub/db';
import { OFFER_DAILY_LIMIT } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/fixtures';
import {
  at,
  companyProfile,
  HOUR,
  safeBread,
  setUpOfferParties,
  type OfferParties,
} from '../../../test/offer-fixtures';
import { ENTRY_SOLUTION } from '../../../test/provider-entry-fixtures';
import type { TestContext } from '../../../test/test-app';

// Offers of a surplus to a provider, through every state, as the donor, the provider's account,
// the e-mailed link, a stranger and the operator see them.

const BOSS = 'boss@offers.example';
let parties: OfferParties;
let ctx: TestContext;
let boss: string;
let bakery: { token: string; email: string };
let foodBank: { token: string; email: string };
let foodBankProvider: string;
let importedProvider: string;

const window = { pickup_from: at(2), pickup_to: at(26) };

const call: OfferParties['call'] = (...args) => parties.call(...args);

function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    providerId: foodBankProvider,
    solutionId: ENTRY_SOLUTION,
    companyProfile,
    wasteInfo: safeBread,
    ...window,
    packing: 'Two crates',
    message: 'Back door, ring twice.',
    ...overrides,
  };
}

async function send(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/me/offers', token, offerBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; status: string }>().id;
}

async function ok(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OfferDetail>();
}

const mailsTo = (to: string) => ctx.mailer.sent.filter((m) => m.to === to);

beforeAll(async () => {
  parties = await setUpOfferParties(BOSS);
  ({ ctx, boss, bakery, foodBank, foodBankProvider, importedProvider } = parties);
});
afterAll(() => ctx.close());

describe('GET /me/provider', () => {
  it("names the organisation's provider id, which offers are sent to", async () => {
    const res = await call('GET', '/me/provider', foodBank.token);
    expect(res.json<ProviderEntry>().provider_id).toBe(foodBankProvider);
  });
});

describe('an offer from the bakery to the food bank', () => {
  it('goes sent -> accepted -> handed over, told by mail, seen only by the parties', async () => {
    const stranger = await signedInUser(ctx);
    const id = await send(bakery.token);

    // The food bank's account gets a mail that leads to its inbox.
    const toBank = mailsTo(foodBank.email).at(-1)!;
    expect(toBank.subject).toContain('Bread');
    expect(toBank.text).toContain('Bäckerei Huber (Graz)');
    expect(toBank.text).toContain(`/tool/provider-offers/${id}`);
    const inbox = await call('GET', '/me/provider/offers', foodBank.token);
    const list = inbox.json<ProviderOfferList>();
    expect(list.waiting).toBeGreaterThanOrEqual(1);
    expect(list.offers.find((o) => o.id === id)).toMatchObject({
      status: 'sent',
      viewer: 'provider',
      donor: { name: 'Bäckerei Huber', city: 'Graz', country: 'AT' },
      surplus: { name: 'Bread', amount: { value: 40, unit: 'kg' } },
    });

    // Nobody else sees it; the donor sees it without the phone the bank hides.
    expect((await call('GET', `/me/offers/${id}`, stranger.token)).statusCode).toBe(404);
    const before = await ok('GET', `/me/offers/${id}`, bakery.token);
    expect(before.provider.contact).toEqual({
      contact_person: 'Eva Novak',
      email: 'eva@tafel-nord.example',
      phone: null,
    });

    // A time outside the window is refused; one inside accepts it.
    const outside = await call('POST', `/me/provider/offers/${id}/accept`, foodBank.token, {
      pickup_at: at(30),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'OFFER_TIME_OUTSIDE_WINDOW' });
    const accepted = await ok('POST', `/me/provider/offers/${id}/accept`, foodBank.token, {
      pickup_at: at(5),
      collector: 'Jakob with the white van',
    });
    expect(accepted).toMatchObject({ status: 'accepted', collector: 'Jakob with the white van' });
    expect(mailsTo(bakery.email).at(-1)!.text).toContain('Jakob with the white van');
    // Accepted: the donor now sees the phone too.
    const after = await ok('GET', `/me/offers/${id}`, bakery.token);
    expect(after.provider.contact.phone).toBe('+43 1 0000');

    // Only the donor confirms the handover, once.
    const byBank = await call('POST', `/me/offers/${id}/handover`, foodBank.token, {
      handed_over_kg: 30,
    });
    expect(byBank.statusCode).toBe(404);
    const handed = await ok('POST', `/me/offers/${id}/handover`, bakery.token, {
      handed_over_kg: 32.5,
    });
    expect(handed).toMatchObject({ status: 'handed_over', handed_over_kg: 32.5 });
    const again = await call('POST', `/me/offers/${id}/handover`, bakery.token, { no_show: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'OFFER_WRONG_STATE' });
    expect(handed.events.map((e) => [e.actor, e.status])).toEqual([
      ['donor', 'sent'],
      ['provider', 'accepted'],
      ['donor', 'handed_over'],
    ]);

    // My impact and the operator's figures count the 32.5 kg handed over, apart from reports.
    const impact = (await call('GET', '/me/impact', bakery.token)).json<MyImpact>();
    const month = handed.handed_over_at!.slice(0, 7);
    expect(impact.handed_over.total).toMatchObject({ offers: 1, kg: 32.5 });
    expect(impact.handed_over.total.co2_avoided).toBeGreaterThan(0);
    expect(impact.handed_over.months).toEqual([{ ...impact.handed_over.total, period: month }]);
    expect(impact.total.reports).toBe(0);
    const figures = (await call('GET', '/admin/figures', boss)).json<ProgrammeFigures>();
    expect(figures.handedOver).toEqual([
      {
        period: month,
        solutionId: ENTRY_SOLUTION,
        country: 'AT',
        count: 1,
        kg: 32.5,
        co2Avoided: impact.handed_over.total.co2_avoided,
        waterAvoided: impact.handed_over.total.water_avoided,
        landAvoided: impact.handed_over.total.land_avoided,
      },
    ]);

    // The operator sees it as the operator.
    expect((await ok('GET', `/me/offers/${id}`, boss)).viewer).toBe('operator');
    const mine = await call('GET', '/me/offers', bakery.token);
    expect(mine.json<OfferList>().offers[0]).toMatchObject({ id, status: 'handed_over' });
  });

  it('can be declined with a reason, or moved to another window the donor agrees to', async () => {
    const declinedId = await send(bakery.token);
    const declined = await ok('POST', `/me/provider/offers/${declinedId}/decline`, foodBank.token, {
      reason: 'no_capacity',
    });
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'no_capacity' });
    expect(mailsTo(bakery.email).at(-1)!.text).toContain('no capacity at the moment');
    const other = await call('POST', `/me/provider/offers/${declinedId}/decline`, foodBank.token, {
      reason: 'other',
    });
    expect(other.statusCode).toBe(400);

    const id = await send(bakery.token);
    const proposal = { pickup_from: at(48), pickup_to: at(52) };
    const proposed = await ok(
      'POST',
      `/me/provider/offers/${id}/propose`,
      foodBank.token,
      proposal,
    );
    expect(proposed).toMatchObject({ status: 'proposed', ...proposal });
    const pickupAt = at(50);
    const agreed = await ok('POST', `/me/offers/${id}/agree`, bakery.token, {
      pickup_at: pickupAt,
    });
    expect(agreed).toMatchObject({ status: 'accepted', pickup_at: pickupAt });
    // The food bank's account chose no language: it is written to in its country's.
    expect(mailsTo(foodBank.email).at(-1)!.subject).toBe('Abholung von Bread vereinbart');

    const withdrawnId = await send(bakery.token);
    const withdrawn = await ok('POST', `/me/offers/${withdrawnId}/withdraw`, bakery.token, {});
    expect(withdrawn.status).toBe('withdrawn');
    const late = await call('POST', `/me/provider/offers/${withdrawnId}/accept`, foodBank.token, {
      pickup_at: at(5),
    });
    expect(late.statusCode).toBe(409);
  });

  it('expires when its window passes unanswered', async () => {
    const id = await send(bakery.token);
    await ctx.deps.db
      .update(offers)
      .set({ pickupFrom: new Date(Date.now() - 3 * HOUR), pickupTo: new Date(Date.now() - HOUR) })
      .where(eq(offers.id, id));
    const expired = await ok('GET', `/me/offers/${id}`, bakery.token);
    expect(expired.status).toBe('expired');
    expect(expired.events.at(-1)).toMatchObject({ actor: 'system', status: 'expired' });
  });
});

describe('what an offer to people needs', () => {
  it('asks for the condition questions first, and refuses a surplus that fails them', async () => {
    const { conditionAnswers: _answers, ...unanswered } = safeBread;
    const open = await call(
      'POST',
      '/me/offers',
      bakery.token,
      offerBody({ wasteInfo: unanswered }),
    );
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ code: 'OFFER_CONDITIONS_OPEN' });

    const mouldy = {
      ...safeBread,
      conditionAnswers: { ...safeBread.conditionAnswers, spoilage: 'yes' },
    };
    const refused = await call(
      'POST',
      '/me/offers',
      bakery.token,
      offerBody({ wasteInfo: mouldy }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'OFFER_SOLUTION_EXCLUDED' });
  });

  it.each([
    ['a window that ends before it starts', { pickup_from: at(5), pickup_to: at(3) }, 422],
    ['a window in the past', { pickup_from: at(-5), pickup_to: at(-3) }, 422],
    ['a window of three weeks', { pickup_from: at(1), pickup_to: at(21 * 24) }, 422],
    ['no date at all', { pickup_from: 'tomorrow' }, 400],
    ['a message of 5,000 characters', { message: 'x'.repeat(5000) }, 400],
    ['a provider id that is no UUID', { providerId: '1; drop table offers' }, 400],
    ['no surplus name', { wasteInfo: { ...safeBread, surplusName: ' ' } }, 400],
  ])('answers %s with %i', async (_name, overrides, status) => {
    const res = await call('POST', '/me/offers', bakery.token, offerBody(overrides));
    expect(res.statusCode, res.body).toBe(status);
  });

  it('refuses a provider that is not listed for the solution', async () => {
    const res = await call(
      'POST',
      '/me/offers',
      bakery.token,
      offerBody({ solutionId: 'biogas-plant-that-is-not-offered' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OFFER_PROVIDER_UNKNOWN' });
  });
});

describe('a provider without an account', () => {
  it('answers once through the link in its mail', async () => {
    const id = await send(bakery.token, { providerId: importedProvider });
    const mail = mailsTo('markt@sozialmarkt.example').at(-1)!;
    // Written in its country's language.
    expect(mail.subject).toContain('Überschuss');
    const token = /offer-answer\?token=([\w-]+)/.exec(mail.text)![1]!;

    const view = await call('POST', '/offer-link', undefined, { token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<OfferDetail>()).toMatchObject({ id, status: 'sent', viewer: 'provider' });

    const answer = { token, answer: { type: 'accept', pickup_at: at(6) } };
    const accepted = await call('POST', '/offer-link/answer', undefined, answer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<OfferDetail>().events.at(-1)).toMatchObject({
      actor: 'link',
      status: 'accepted',
    });
    const twice = await call('POST', '/offer-link/answer', undefined, {
      token,
      answer: { type: 'decline', reason: 'too_far' },
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'OFFER_LINK_UNKNOWN' });
    expect(
      (await call('POST', '/offer-link', undefined, { token: 'x'.repeat(43) })).statusCode,
    ).toBe(404);
    expect((await ok('GET', `/me/offers/${id}`, bakery.token)).status).toBe('accepted');
  });
});

describe('limits on one donor', () => {
  it(`stops at ${OFFER_DAILY_LIMIT} offers in 24 hours`, async () => {
    const busy = await signedInUser(ctx);
    const [row] = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, busy.email));
    const userId = row!.id;
    for (let i = 0; i < OFFER_DAILY_LIMIT; i++) {
      await insertOffer(
        ctx.deps.db,
        {
          donorUserId: userId,
          providerId: importedProvider,
          solutionId: ENTRY_SOLUTION,
          surplus: { name: 'Bread' },
          company: {},
          pickupFrom: new Date(Date.now() + HOUR),
          pickupTo: new Date(Date.now() + 2 * HOUR),
        },
        { actor: 'donor', userId },
      );
    }
    const res = await call('POST', '/me/offers', busy.token, offerBody());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'OFFER_DAILY_LIMIT' });
  });

  it('takes no more offers from a donor the provider blocked', async () => {
    const pushy = await signedInUser(ctx);
    const id = await send(pushy.token);
    const before = await call('GET', `/me/offers/${id}`, foodBank.token);
    expect(before.json<OfferDetail>().donor_blocked).toBe(false);
    const blocked = await call('POST', `/me/provider/offers/${id}/block`, foodBank.token);
    expect(blocked.statusCode).toBe(204);
    // The provider's view of the offer says so (a reload shows it); the donor's does not.
    const after = await call('GET', `/me/offers/${id}`, foodBank.token);
    expect(after.json<OfferDetail>().donor_blocked).toBe(true);
    const donorView = await call('GET', `/me/offers/${id}`, pushy.token);
    expect(donorView.json<OfferDetail>()).not.toHaveProperty('donor_blocked');
    const res = await call('POST', '/me/offers', pushy.token, offerBody());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OFFER_BLOCKED' });
    // Other donors still reach it.
    await send(bakery.token);
  });

  it('answers 401 without a session and 400 for a cursor of another list', async () => {
    expect((await call('POST', '/me/offers', undefined, offerBody())).statusCode).toBe(401);
    expect((await call('GET', '/me/provider/offers')).statusCode).toBe(401);
    const bad = await call('GET', '/me/offers?cursor=bm90LWEtY3Vyc29y', bakery.token);
    expect(bad.statusCode).toBe(400);
    const noEntry = await call('GET', '/me/provider/offers', bakery.token);
    expect(noEntry.statusCode).toBe(404);
    expect(noEntry.json()).toMatchObject({ code: 'OFFER_NO_PROVIDER' });
  });
});
