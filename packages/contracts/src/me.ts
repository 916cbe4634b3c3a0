import { z } from 'zod';

const isoDate = z.string();

/** GET /me/export: everything stored about the signed-in user (GDPR Art. 20), as JSON. */
export const userDataExport = z.object({
  exportedAt: isoDate,
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    accountType: z.enum(['individual', 'company']),
    company: z.string().nullable(),
    acceptPledge: z.boolean(),
    becomeMember: z.boolean(),
    roles: z.array(z.string()),
    /** The pseudonymous id given to the statistics service. */
    gaUserId: z.string(),
    createdAt: isoDate,
  }),
  chatThreads: z.array(
    z.object({
      id: z.string(),
      createdAt: isoDate,
      updatedAt: isoDate,
      messages: z.array(
        z.object({ role: z.enum(['user', 'assistant']), text: z.string(), createdAt: isoDate }),
      ),
    }),
  ),
  analyticsEvents: z.array(
    z.object({
      type: z.enum(['page_view', 'event']),
      name: z.string(),
      path: z.string().nullable(),
      properties: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .nullable(),
      createdAt: isoDate,
    }),
  ),
});
export type UserDataExport = z.infer<typeof userDataExport>;
