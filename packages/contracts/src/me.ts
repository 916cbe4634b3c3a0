import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { z } from 'zod';
import { userInfo } from './auth';
import { matchRecord } from './match-record';
import { providerEntry } from './provider-entries';

const isoDate = z.string();

/** GET /me/export: everything stored about the signed-in user (GDPR Art. 20), as JSON. */
export const userDataExport = z.object({
  exportedAt: isoDate,
  /** The account as GET /user/info shows it, with what the database keeps besides. */
  account: userInfo.extend({
    id: z.string(),
    acceptPledge: z.boolean(),
    becomeMember: z.boolean(),
    /** The pseudonymous id given to the statistics service. */
    gaUserId: z.string(),
    /** When the owner confirmed the address; null until then. */
    emailConfirmedAt: isoDate.nullable(),
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
  /**
   * The surpluses the user ran a match for, with their entries and the match's result (the
   * ranking, scores and reasons by rule; GET /me/surpluses/{id} words it in a language).
   */
  savedSurpluses: z.array(
    z.object({
      id: z.string(),
      surplusName: z.string(),
      /** The food group's code it counts under (chosen, else recognised); null when none. */
      foodGroup: z.string().nullable(),
      inputs: z.record(z.string(), z.unknown()),
      result: matchRecord,
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  /** The environmental impact reports the user saved, with their numbers and model. */
  savedReports: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      header: z.record(z.string(), z.unknown()),
      reports: z.array(z.record(z.string(), z.unknown())),
      model: z.record(z.string(), z.unknown()),
      /** Whether a share link exists (the link itself is not in the download). */
      shared: z.boolean(),
      shareShowCompany: z.boolean(),
      /** The day the user stopped this recurring donation; null while it runs. */
      endedOn: z.string().nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  /** What the user last typed in the steppers, kept so that a logout or another device loses nothing. */
  stepperDraft: z
    .object({ data: z.record(z.string(), z.unknown()), updatedAt: isoDate })
    .nullable(),
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
  /** The organisation's provider entry as GET /me/provider shows it; null when it has none. */
  providerEntry: providerEntry.nullable(),
});
export type UserDataExport = z.infer<typeof userDataExport>;

const frequency = z.object({ times: z.number().nullable(), interval: z.string() });

/** One line of 'My surpluses': what was matched, when, and its best solution. */
export const savedSurplusSummary = z.object({
  id: z.string(),
  surplus_name: z.string(),
  amount: z.object({ value: z.number().nullable(), unit: z.string() }).nullable(),
  frequency: frequency.nullable(),
  created_at: isoDate,
  /** When its entries were last matched. */
  updated_at: isoDate,
  best_solution: z
    .object({
      id: z.string(),
      process_name: z.string(),
      score: z.number().nullable(),
      /** It holds only after checks (the answer's details.conditions): 'Possible after checks'. */
      conditional: z.boolean(),
    })
    .nullable(),
});
export type SavedSurplusSummary = z.infer<typeof savedSurplusSummary>;

/** GET /me/surpluses: the signed-in user's matched surpluses, the latest matched first. */
export const savedSurplusList = z.object({ surpluses: z.array(savedSurplusSummary) });

/** GET /me/surpluses/{id}?lang=: the answer's language (else Accept-Language, else English). */
export const savedSurplusQuery = z.object({
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: `lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .optional(),
});

/**
 * GET /me/surpluses/{id}: the entries as sent and the match answer as it was given, worded in
 * the language asked (a matchResponse; an answer saved before the words were left out is sent
 * as it was saved, in the language asked when it carries that language's texts).
 */
export const savedSurplusDetail = savedSurplusSummary.extend({
  inputs: z.record(z.string(), z.unknown()),
  answer: z.record(z.string(), z.unknown()),
});
export type SavedSurplusDetail = z.infer<typeof savedSurplusDetail>;

export const savedItemParams = z.object({
  id: z.uuid({ error: 'id must be a UUID' }),
});
