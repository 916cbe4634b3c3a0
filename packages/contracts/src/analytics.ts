import { z } from 'zod';

/** First-party analytics: only sent by the client after the user consented. */
export const analyticsEvent = z.object({
  type: z.enum(['page_view', 'event']),
  name: z.string().trim().min(1).max(100),
  path: z.string().max(2000).optional(),
  clientId: z.string().trim().min(1).max(100),
  userId: z.string().max(100).optional(),
  properties: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional()
    .refine((p) => !p || Object.keys(p).length <= 20, 'At most 20 properties'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsBatch = z.object({
  events: z.array(analyticsEvent).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

/**
 * Who runs this installation, as published on /impressum and /privacy-policy (OPERATOR_* settings).
 * A field the operator did not set is null and the pages show a neutral placeholder.
 */
export const operatorIdentity = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  representative: z.string().nullable(),
  register: z.string().nullable(),
  vatId: z.string().nullable(),
  supervisoryBoard: z.string().nullable(),
  ownership: z.string().nullable(),
  supervisoryAuthority: z.string().nullable(),
  privacyEmail: z.string().nullable(),
});
export type OperatorIdentity = z.infer<typeof operatorIdentity>;

/** What the client needs to know: analytics (GA4 only when set), version, map tiles, operator. */
export const publicConfig = z.object({
  gaMeasurementId: z.string().nullable(),
  version: z.string(),
  /** Tiles of the provider and route maps: an XYZ template ({z}/{x}/{y}) and its attribution. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  operator: operatorIdentity,
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** POST /analytics/events answers 202 with how many events were stored. */
export const analyticsAccepted = z.object({
  accepted: z.number().int(),
});
export type AnalyticsAccepted = z.infer<typeof analyticsAccepted>;
