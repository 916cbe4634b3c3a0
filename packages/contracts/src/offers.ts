import {
  ARRANGEMENT_STATUSES,
  OFFER_DECLINE_REASONS,
  OFFER_HANDOVER_MAX_KG,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_SHORT_TEXT_MAX_LENGTH,
  OFFER_STATUSES,
} from '@foodhub/domain';
import { z } from 'zod';
import { companyProfileInput, wasteInfoInput } from './match-request';

// Offers of a surplus to a provider (domain offers.ts: the states and who moves them).

const isoDate = z.string();
const moment = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time (ISO 8601)` });
const shortText = (name: string) =>
  z
    .string({ error: `${name} must be a text` })
    .trim()
    .max(
      OFFER_SHORT_TEXT_MAX_LENGTH,
      `${name} has at most ${OFFER_SHORT_TEXT_MAX_LENGTH} characters`,
    );

/** A pick-up window: from before to. */
export const pickupWindowInput = z.object({
  pickup_from: moment('pickup_from'),
  pickup_to: moment('pickup_to'),
});
export type PickupWindowInput = z.infer<typeof pickupWindowInput>;

/**
 * POST /me/offers: the surplus as the tool's two profiles, or a saved surplus's id in their
 * place (its entries as they were matched), the provider, the solution and the pick-up window.
 */
export const offerInput = pickupWindowInput
  .extend({
    providerId: z.uuid({ error: 'providerId must be a UUID' }),
    solutionId: z.string({ error: 'solutionId must be a text' }).min(1).max(120),
    savedSurplusId: z.uuid({ error: 'savedSurplusId must be a UUID' }).nullish(),
    companyProfile: companyProfileInput,
    wasteInfo: wasteInfoInput,
    packing: shortText('packing').nullish(),
    message: z
      .string({ error: 'message must be a text' })
      .trim()
      .max(OFFER_MESSAGE_MAX_LENGTH, `message has at most ${OFFER_MESSAGE_MAX_LENGTH} characters`)
      .nullish(),
  })
  .refine((offer) => offer.savedSurplusId || offer.wasteInfo?.surplusName?.trim(), {
    message: 'Name the surplus (wasteInfo.surplusName) or send savedSurplusId',
  });
export type OfferInput = z.infer<typeof offerInput>;

export const offerStatus = z.enum(OFFER_STATUSES);

export const offerAcceptInput = z.object({
  pickup_at: moment('pickup_at'),
  /** Who comes to pick it up (a name, a van). */
  collector: shortText('collector').nullish(),
});
export type OfferAcceptInput = z.infer<typeof offerAcceptInput>;

export const offerDeclineInput = z
  .object({
    reason: z.enum(OFFER_DECLINE_REASONS, {
      error: `reason must be one of ${OFFER_DECLINE_REASONS.join(', ')}`,
    }),
    text: z.string().trim().max(500, 'text has at most 500 characters').nullish(),
  })
  .refine((d) => d.reason !== 'other' || d.text, {
    message: "Say why in text when the reason is 'other'",
  });
export type OfferDeclineInput = z.infer<typeof offerDeclineInput>;

/** The donor agrees to a time in the window the provider proposed. */
export const offerAgreeInput = z.object({ pickup_at: moment('pickup_at') });
export type OfferAgreeInput = z.infer<typeof offerAgreeInput>;

export const offerHandoverInput = z.union(
  [
    z.object({
      handed_over_kg: z
        .number({ error: 'handed_over_kg must be a number' })
        .gt(0, 'handed_over_kg must be more than 0')
        .max(OFFER_HANDOVER_MAX_KG, `handed_over_kg is at most ${OFFER_HANDOVER_MAX_KG}`),
    }),
    z.object({ no_show: z.literal(true) }),
  ],
  { error: 'Send handed_over_kg (the kilograms handed over) or no_show: true' },
);
export type OfferHandoverInput = z.infer<typeof offerHandoverInput>;

/** The e-mailed link's token, in the body: it is not written to any log. */
export const offerLinkInput = z.object({ token: z.string().min(20).max(100) });
export const offerLinkAnswerInput = offerLinkInput.extend({
  answer: z.discriminatedUnion(
    'type',
    [
      offerAcceptInput.extend({ type: z.literal('accept') }),
      z.object({
        type: z.literal('decline'),
        reason: z.enum(OFFER_DECLINE_REASONS),
        text: z.string().trim().max(500).nullish(),
      }),
      pickupWindowInput.extend({ type: z.literal('propose') }),
    ],
    { error: 'answer.type must be accept, decline or propose' },
  ),
});
export type OfferLinkAnswerInput = z.infer<typeof offerLinkAnswerInput>;

/** POST /me/offers/{id}/withdraw: nothing to say. */
export const offerWithdrawInput = z.object({});

export const offerParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
export const offerListQuery = z.object({
  /** The next_cursor of the page before. */
  cursor: z.string().max(100).optional(),
});

const contact = z.object({
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** One offer as its parties see it. */
export const offer = z.object({
  id: z.string(),
  status: offerStatus,
  /** Who is looking: the donor, the provider (its account or the e-mailed link), the operator. */
  viewer: z.enum(['donor', 'provider', 'operator']),
  created_at: isoDate,
  updated_at: isoDate,
  solution: z.object({ id: z.string(), process_name: z.string() }),
  provider: z.object({
    id: z.string(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    /** Its contact as it shows it; what it hides only once it accepted. */
    contact,
  }),
  donor: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    email: z.string().nullable(),
  }),
  surplus: z.object({
    name: z.string(),
    amount: z.object({ value: z.number().nullable(), unit: z.string() }).nullable(),
    frequency: z.object({ times: z.number().nullable(), interval: z.string() }).nullable(),
    food_groups: z.array(z.string()),
    condition_answers: z.record(z.string(), z.string()),
  }),
  pickup_from: isoDate,
  pickup_to: isoDate,
  packing: z.string().nullable(),
  message: z.string().nullable(),
  pickup_at: isoDate.nullable(),
  collector: z.string().nullable(),
  decline_reason: z.enum(OFFER_DECLINE_REASONS).nullable(),
  decline_text: z.string().nullable(),
  handed_over_kg: z.number().nullable(),
  handed_over_at: isoDate.nullable(),
  /** The standing arrangement this week's pick-up belongs to, or the one made from this offer. */
  arrangement_id: z.string().nullish(),
});
export type Offer = z.infer<typeof offer>;

export const offerEvent = z.object({
  at: isoDate,
  actor: z.enum(['donor', 'provider', 'link', 'operator', 'system']),
  status: offerStatus,
  detail: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /me/offers/{id}: the offer and every change of its state. */
export const offerDetail = offer.extend({
  events: z.array(offerEvent),
  /** To the provider's account only: whether it stopped offers from this donor. */
  donor_blocked: z.boolean().optional(),
});
export type OfferDetail = z.infer<typeof offerDetail>;

export const offerList = z.object({
  offers: z.array(offer),
  /** Pass as cursor for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type OfferList = z.infer<typeof offerList>;

/** GET /me/provider/offers: the inbox, with how many wait for an answer (the menu's count). */
export const providerOfferList = offerList.extend({ waiting: z.number().int() });
export type ProviderOfferList = z.infer<typeof providerOfferList>;

export const offerCreated = z.object({ id: z.string(), status: offerStatus });

/** POST /me/offers/{id}/arrangement: nothing to say (the offer's pick-up time repeats). */
export const arrangementInput = z.object({});

/** A standing arrangement: the same surplus picked up every week at the same local time. */
export const arrangement = z.object({
  id: z.string(),
  status: z.enum(ARRANGEMENT_STATUSES),
  viewer: z.enum(['donor', 'provider']),
  /** The offer it was made from. */
  source_offer_id: z.string(),
  solution: z.object({ id: z.string(), process_name: z.string() }),
  provider: z.object({ id: z.string(), name: z.string().nullable(), city: z.string().nullable() }),
  donor: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
  surplus: z.object({
    name: z.string(),
    amount: z.object({ value: z.number().nullable(), unit: z.string() }).nullable(),
  }),
  /** The next pick-up that has no offer yet (each week's offer is made 7 days before it). */
  next_pickup_at: isoDate,
  created_at: isoDate,
  ended_at: isoDate.nullable(),
  ended_by: z.enum(['donor', 'provider', 'operator']).nullable(),
});
export type Arrangement = z.infer<typeof arrangement>;

/** GET /me/arrangements: those the user made as a donor, and those of its organisation. */
export const arrangementList = z.object({
  as_donor: z.array(arrangement),
  as_provider: z.array(arrangement),
});
export type ArrangementList = z.infer<typeof arrangementList>;
