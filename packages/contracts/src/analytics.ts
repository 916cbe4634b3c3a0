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

/** What the client needs to know to configure analytics (GA4 only when the operator set it). */
export const publicConfig = z.object({
  gaMeasurementId: z.string().nullable(),
  version: z.string(),
  /** Tiles of the provider and route maps: an XYZ template ({z}/{x}/{y}) and its attribution. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** POST /analytics/events answers 202 with how many events were stored. */
export const analyticsAccepted = z.object({
  accepted: z.number().int(),
});
export type AnalyticsAccepted = z.infer<typeof analyticsAccepted>;
