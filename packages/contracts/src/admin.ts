import { z } from 'zod';
import { accountType } from './auth';
import { AUDIT_PAGE_SIZE, PROVIDER_ORIGINS, ROLES } from './constants';

const isoDate = z.string();

export const role = z.enum(ROLES, { error: `A role is one of ${ROLES.join(', ')}` });
export type Role = z.infer<typeof role>;

/** How many accounts one page of GET /admin/users lists. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/**
 * How far the console's lists count their matches: past it the total reads '1,000+' (counting
 * every match of a broad search would read the whole table at every page).
 */
export const ADMIN_LIST_COUNT_CAP = 1000;

/**
 * A list's `cursor`: the nextCursor of the page before, opaque to the client. Lists page by
 * key (the sort order's values of the last row shown), never by offset, so a page deep in the
 * list costs what the first one costs.
 */
export const listCursor = z
  .string()
  .trim()
  .min(1, 'cursor is empty: leave it out for the first page')
  .max(4000, 'cursor is at most 4000 characters');

/** GET /admin/users: search by e-mail, name or company; filter by role. */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
  role: role.optional(),
  cursor: listCursor.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** What a keyset page of the console says besides its rows. */
export const listPage = z.object({
  /** The matches over every page, counted up to ADMIN_LIST_COUNT_CAP. */
  total: z.number().int(),
  /** More than ADMIN_LIST_COUNT_CAP match: the total is a lower bound ('1,000+'). */
  totalCapped: z.boolean(),
  /** The cursor of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  pageSize: z.number().int(),
});

/** One account as the operator console lists it (never the password hash). */
export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  accountType,
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  roles: z.array(z.string()),
  /** Whether ADMIN_EMAILS names this account: its admin role comes back at every start and login. */
  adminByConfig: z.boolean(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = listPage.extend({ users: z.array(adminUser) });
export type AdminUserList = z.infer<typeof adminUserList>;

export const adminUserParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** PUT /admin/users/{id}/roles: the account's roles, all of them (an empty list is 'User'). */
export const setRolesBody = z
  .object({
    roles: z
      .array(role, { error: 'roles must be a list' })
      .max(ROLES.length, `roles has at most ${ROLES.length} entries`),
  })
  .strict();
export type SetRolesBody = z.infer<typeof setRolesBody>;

/** One line of the audit log: who changed what, when. */
export const auditEntry = z.object({
  id: z.string(),
  at: isoDate,
  /** The admin who acted; null for the command line, the configuration or a deleted account. */
  actorEmail: z.string().nullable(),
  /** What was done, e.g. 'role.grant', 'role.revoke'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What the target is now called (an account's e-mail); null once it is gone. */
  targetLabel: z.string().nullable(),
  /** How the target changed, e.g. { role } or { before, after }; never an e-mail or a name. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * GET /admin/audit: the latest entries first; `before` (the id of the last entry shown) pages on
 * with the entries after it in that order. An id, not a time: one change writes several entries
 * at the same moment, and a page must not end between them.
 */
export const auditQuery = z.object({
  before: z.uuid({ error: 'before must be the id of an audit entry' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(AUDIT_PAGE_SIZE, `limit is at most ${AUDIT_PAGE_SIZE}`)
    .default(AUDIT_PAGE_SIZE),
});
export const auditLog = z.object({ entries: z.array(auditEntry) });
export type AuditLog = z.infer<typeof auditLog>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM');

/** GET /admin/figures: the months to count, both included (default: the last 12 months). */
export const figuresQuery = z.object({ from: month.optional(), to: month.optional() });
export type FiguresQuery = z.infer<typeof figuresQuery>;

/**
 * The programme's figures, computed from what the product stores: counts, never people. Each
 * list has one row per month and group that has something to count (months with nothing are
 * left out; `months` lists the whole range).
 */
export const programmeFigures = z.object({
  generatedAt: isoDate,
  /** Every month of the range, oldest first ('YYYY-MM'). */
  months: z.array(z.string()),
  /** Accounts registered that month, by account type and country. */
  accounts: z.array(
    z.object({ period: z.string(), accountType, country: z.string(), count: z.number().int() }),
  ),
  /** Searches for solutions run that month, by the country of the company's address ('' unknown). */
  matches: z.array(z.object({ period: z.string(), country: z.string(), count: z.number().int() })),
  /**
   * Surpluses first entered that month, by food group (the code the user chose or the tool
   * recognised in the name) and country: how many, a surplus searched again by the same account
   * under the same name once; recurring ones as kg per week, one-time ones as kg once.
   */
  surpluses: z.array(
    z.object({
      period: z.string(),
      foodGroup: z.string(),
      country: z.string(),
      count: z.number().int(),
      /** Recurring surpluses only: their kg per week (in season for a seasonal one). */
      kgPerWeek: z.number(),
      /** One-time surpluses only: their whole amount, kg, once. */
      onceKg: z.number(),
    }),
  ),
  /**
   * Impact reports as My impact counts them, per month: a recurring report in every month it
   * runs (count = reports counting that month), with the kg donated and the impact avoided and
   * net in that month (net signed as in My impact: negative = saved).
   */
  reports: z.array(
    z.object({
      period: z.string(),
      count: z.number().int(),
      donatedKg: z.number(),
      co2Avoided: z.number(),
      co2Net: z.number(),
      waterAvoided: z.number(),
      waterNet: z.number(),
      landAvoided: z.number(),
      landNet: z.number(),
    }),
  ),
  /**
   * Offers handed over that month (the donor's confirmation), by solution and the donor's
   * country: apart from the reports, which count what was analysed.
   */
  handedOver: z.array(
    z.object({
      period: z.string(),
      solutionId: z.string(),
      country: z.string(),
      count: z.number().int(),
      kg: z.number(),
      co2Avoided: z.number(),
      waterAvoided: z.number(),
      landAvoided: z.number(),
    }),
  ),
  /** Provider entries added that month, by origin and status. */
  providers: z.array(
    z.object({
      period: z.string(),
      origin: z.enum(PROVIDER_ORIGINS),
      status: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Providers now in the catalogue, by origin and status, whenever they were added. */
  providersNow: z.array(
    z.object({ origin: z.enum(PROVIDER_ORIGINS), status: z.string(), count: z.number().int() }),
  ),
});
export type ProgrammeFigures = z.infer<typeof programmeFigures>;

/**
 * GET /admin/provider-gaps: where users look for a solution that has no real provider near them,
 * so the operator knows whom to recruit. Read from the saved surpluses: each one's best solutions
 * (the first three of its answer) that have no real provider within the radius of its location
 * today. Grouped by solution and place (country and city of the surplus), most asked first.
 */
export const providerGaps = z.object({
  radiusKm: z.number(),
  /** How many saved surpluses were read (the latest ones; at most the limit). */
  surplusesRead: z.number().int(),
  gaps: z.array(
    z.object({
      solutionId: z.string(),
      solutionName: z.string(),
      country: z.string(),
      city: z.string(),
      /** Saved surpluses there whose best solutions include this one. */
      surpluses: z.number().int(),
      /** Their amount as kg per week (a one-time surplus: its whole amount). */
      kgPerWeek: z.number(),
      lastSearchedAt: isoDate,
      /** The nearest real provider of the solution from there, in km; null when there is none. */
      nearestKm: z.number().nullable(),
    }),
  ),
  /**
   * Offers no provider took: declined, or expired with no answer in their window. Counted in the
   * month that happened (a declined offer: the month of the answer; an expired one: the month its
   * window ended; UTC), last month and this one, by the donor's place (country and city of the
   * offer), food group (an offer of several counts under each; '' none) and solution; the most
   * offers first, at most a bounded number of rows per month.
   */
  offersNotTaken: z.object({
    /** The months counted, oldest first ('YYYY-MM'): last month and this one. */
    months: z.array(z.string()),
    rows: z.array(
      z.object({
        period: z.string(),
        country: z.string(),
        city: z.string(),
        foodGroup: z.string(),
        solutionId: z.string(),
        solutionName: z.string(),
        /** Offers declined or expired: declined + expired. */
        offers: z.number().int(),
        declined: z.number().int(),
        expired: z.number().int(),
        /** When the latest of them was declined or its window ended. */
        lastAt: isoDate,
      }),
    ),
  }),
});
export type ProviderGaps = z.infer<typeof providerGaps>;
