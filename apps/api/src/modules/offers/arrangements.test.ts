import type { Arrangement, ArrangementList, OfferDetail, OfferList } from '@foodhub/contracts';
import { offerArrangements, offers } from '@foodhub/db';
import { ARRANGEMENT_LEAD_DAYS } from '@foodhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import {
  at,
  companyProfile,
  HOUR,
  safeBread,
  setUpOfferParties,
  type OfferParties,
} from '../../../test/offer-fixtures';
import { ENTRY_SOLUTION } from '../../../test/provider-entry-fixtures';

// Standing arrangements: an accepted offer of a weekly surplus becomes a weekly pick-up, whose
// offer of each week comes by itself; either side ends it; nobody else sees or ends it.

let p: OfferParties;
const DAY = 24 * HOUR;

beforeAll(async () => {
  p = await setUpOfferParties('boss@arrangements.example');
});
afterAll(() => p.ctx.close());

/** The bakery's offer of the weekly bread (or `wasteInfo`) to a provider, sent: its id. */
async function sentOffer(providerId = p.foodBankProvider, wasteInfo: object = safeBread) {
  const sent = await p.call('POST', '/me/offers', p.bakery.token, {
    providerId,
    solutionId: ENTRY_SOLUTION,
    companyProfile,
    wasteInfo,
    pickup_from: at(20),
    pickup_to: at(30),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<{ id: string }>().id;
}

/** An offer of the weekly bread, accepted by the food bank for a time tomorrow. */
async function acceptedOffer(wasteInfo: object = safeBread) {
  const id = await sentOffer(p.foodBankProvider, wasteInfo);
  const pickupAt = at(24);
  const accepted = await p.call('POST', `/me/provider/offers/${id}/accept`, p.foodBank.token, {
    pickup_at: pickupAt,
    collector: 'Van 2',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id, pickupAt };
}

/** Ends the arrangement as the account of `token`: the answer and the one mail it sent. */
async function end(arrangementId: string, token: string) {
  const before = p.ctx.mailer.sent.length;
  const res = await p.call('POST', `/me/arrangements/${arrangementId}/end`, token, {});
  const mails = p.ctx.mailer.sent.slice(before);
  expect(mails).toHaveLength(1);
  return { res, mail: mails[0]! };
}

/** The offers made for an arrangement's weeks. */
const weekOffers = (arrangementId: string) =>
  p.ctx.deps.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.arrangementId, arrangementId));

/** As if the weeks passed: the arrangement's next pick-up is one day within the lead. */
async function bringWithinLead(arrangementId: string): Promise<Date> {
  const soon = new Date(Date.now() + (ARRANGEMENT_LEAD_DAYS - 1) * DAY);
  soon.setUTCMilliseconds(0);
  await p.ctx.deps.db
    .update(offerArrangements)
    .set({ nextPickupAt: soon })
    .where(eq(offerArrangements.id, arrangementId));
  return soon;
}

async function arrange(offerId: string, token = p.bakery.token) {
  return p.call('POST', `/me/offers/${offerId}/arrangement`, token, {});
}

describe('a weekly pick-up from an accepted offer', () => {
  it('repeats the pick-up weekly: each week’s offer comes accepted, for the donor to confirm', async () => {
    const { id, pickupAt } = await acceptedOffer();
    const res = await arrange(id);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<Arrangement>();
    expect(made).toMatchObject({
      status: 'active',
      viewer: 'donor',
      source_offer_id: id,
      provider: { id: p.foodBankProvider, name: 'Tafel Graz' },
      donor: { name: 'Bäckerei Huber', city: 'Graz' },
      surplus: { name: 'Bread', amount: { value: 40, unit: 'kg' } },
    });
    // A week after the offer's pick-up, on the same local clock (Vienna's; within the hour that
    // a change of summer time moves it in UTC).
    const nextWeek = new Date(pickupAt).getTime() + 7 * DAY;
    expect(Math.abs(new Date(made.next_pickup_at).getTime() - nextWeek)).toBeLessThanOrEqual(HOUR);
    expect(await weekOffers(made.id)).toHaveLength(0); // more than the lead ahead

    // The weeks pass: the pick-up comes within the lead, and its offer is there.
    const soon = await bringWithinLead(made.id);
    const list = (await p.call('GET', '/me/offers', p.bakery.token)).json<OfferList>();
    // The offer it was made from names it too.
    expect(list.offers.find((o) => o.id === id)?.arrangement_id).toBe(made.id);
    const weekly = list.offers.filter((o) => o.arrangement_id === made.id && o.id !== id);
    expect(weekly).toHaveLength(1);
    expect(weekly[0]).toMatchObject({
      status: 'accepted',
      collector: 'Van 2',
      pickup_at: soon.toISOString(),
    });
    const detail = await p.call('GET', `/me/offers/${weekly[0]!.id}`, p.bakery.token);
    expect(detail.json<OfferDetail>().events[0]).toMatchObject({
      actor: 'system',
      status: 'accepted',
    });
    const handed = await p.call('POST', `/me/offers/${weekly[0]!.id}/handover`, p.bakery.token, {
      handed_over_kg: 35,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    // The arrangement moved on a week.
    const listed = (
      await p.call('GET', '/me/arrangements', p.bakery.token)
    ).json<ArrangementList>();
    const mine = listed.as_donor.find((a) => a.id === made.id)!;
    expect(new Date(mine.next_pickup_at).getTime()).toBeGreaterThan(soon.getTime() + 6 * DAY);
    const theirs = (
      await p.call('GET', '/me/arrangements', p.foodBank.token)
    ).json<ArrangementList>();
    expect(theirs.as_provider.find((a) => a.id === made.id)?.viewer).toBe('provider');

    // One arrangement per offer.
    const again = await arrange(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ARRANGEMENT_NOT_POSSIBLE' });
  });

  it('makes each week’s offer once, however many calls come at once', async () => {
    const { id } = await acceptedOffer();
    const made = (await arrange(id)).json<Arrangement>();
    await bringWithinLead(made.id);
    await Promise.all([
      p.call('GET', '/me/offers', p.bakery.token),
      p.call('GET', '/me/provider/offers', p.foodBank.token),
      p.call('GET', '/me/arrangements', p.bakery.token),
      p.call('GET', '/me/offers', p.bakery.token),
    ]);
    expect(await weekOffers(made.id)).toHaveLength(1);
  });

  it('is ended by either side; an ended one makes no more offers', async () => {
    const { id } = await acceptedOffer();
    const made = (await arrange(id)).json<Arrangement>();
    const stranger = await signedInUser(p.ctx);
    const strange = await p.call('POST', `/me/arrangements/${made.id}/end`, stranger.token, {});
    expect(strange.statusCode).toBe(404);
    expect(strange.json()).toMatchObject({ code: 'ARRANGEMENT_UNKNOWN' });

    const { res: ended, mail } = await end(made.id, p.foodBank.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<Arrangement>()).toMatchObject({ status: 'ended', ended_by: 'provider' });
    // The bakery learns it by mail, with the way to its weekly pick-ups.
    expect(mail).toMatchObject({ to: p.bakery.email, subject: 'Weekly pick-up of Bread ended' });
    expect(mail.text).toContain('Tafel Graz ended the weekly pick-up of Bread');
    expect(mail.text).toContain('Pick-ups already agreed stay as they are.');
    expect(mail.text).toMatch(/\/tool\/my-offers$/);
    const mailsBefore = p.ctx.mailer.sent.length;
    const twice = await p.call('POST', `/me/arrangements/${made.id}/end`, p.bakery.token, {});
    expect(twice.statusCode).toBe(409);
    expect(p.ctx.mailer.sent).toHaveLength(mailsBefore);

    await bringWithinLead(made.id);
    await p.call('GET', '/me/offers', p.bakery.token);
    expect(await weekOffers(made.id)).toHaveLength(0);
  });

  it('ended by the donor, is mailed to the provider in its language, with its inbox', async () => {
    const { id } = await acceptedOffer();
    const made = (await arrange(id)).json<Arrangement>();
    const setLanguage = (language: string) =>
      p.ctx.app.inject({
        method: 'PUT',
        url: '/tool/api/user/language',
        headers: bearer(p.foodBank.token),
        payload: { language },
      });
    expect((await setLanguage('de')).statusCode).toBe(200);
    const { res: ended, mail } = await end(made.id, p.bakery.token);
    expect(ended.json<Arrangement>()).toMatchObject({ status: 'ended', ended_by: 'donor' });
    expect(mail).toMatchObject({
      to: p.foodBank.email,
      subject: 'Wöchentliche Abholung Bread beendet',
    });
    expect(mail.text).toContain('Bäckerei Huber hat die wöchentliche Abholung Bread');
    expect(mail.text).toMatch(/\/tool\/provider-offers$/);
    expect((await setLanguage('en')).statusCode).toBe(200);
  });

  it('ended by the donor, is mailed to a provider without an account at its contact address', async () => {
    const id = await sentOffer(p.importedProvider);
    const contact = 'markt@sozialmarkt.example';
    const mail = p.ctx.mailer.sent.filter((m) => m.to === contact).at(-1)!;
    const token = /offer-answer\?token=([\w-]+)/.exec(mail.text)![1]!;
    const answer = { token, answer: { type: 'accept', pickup_at: at(24) } };
    const accepted = await p.call('POST', '/offer-link/answer', undefined, answer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const made = (await arrange(id)).json<Arrangement>();

    const { mail: toMarket } = await end(made.id, p.bakery.token);
    // In its country's language, and without a link: it has no list of weekly pick-ups.
    expect(toMarket).toMatchObject({ to: contact, subject: 'Wöchentliche Abholung Bread beendet' });
    expect(toMarket.text).not.toContain('http');
  });

  it('needs an accepted offer of a recurring surplus, sent by the account', async () => {
    const id = await sentOffer();
    expect((await arrange(id)).statusCode).toBe(409); // still 'sent'
    expect((await arrange(id, p.foodBank.token)).statusCode).toBe(404); // not the donor

    const once = await acceptedOffer({ ...safeBread, frequency: undefined });
    const res = await arrange(once.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ARRANGEMENT_NOT_POSSIBLE' });
    expect(
      (await p.call('POST', `/me/offers/not-a-uuid/arrangement`, p.bakery.token, {})).statusCode,
    ).toBe(400);
    expect((await p.call('GET', '/me/arrangements')).statusCode).toBe(401);
  });
});
