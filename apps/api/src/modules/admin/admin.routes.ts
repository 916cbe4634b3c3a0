import {
  ADMIN_LIST_COUNT_CAP,
  ADMIN_USERS_PAGE_SIZE,
  ROLES,
  adminUser,
  adminUserList,
  adminUserParams,
  adminUsersQuery,
  auditLog,
  auditQuery,
  errorResponse,
  figuresQuery,
  programmeFigures,
  providerGaps,
  setRolesBody,
  type AdminUser,
} from '@foodhub/contracts';
import {
  findUserForAdmin,
  listAuditEntries,
  listUsersForAdmin,
  type AdminUserRow,
} from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import {
  adminDenied as denied,
  adminGate,
  adminRoleNote as roleNote,
  currentUser,
} from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { solutionNames } from '../solutions/solution-names';
import { computeFigures, figuresRange, MAX_FIGURES_MONTHS } from './figures';
import {
  GAP_OFFER_ROWS_PER_MONTH,
  GAP_SOLUTIONS_PER_SURPLUS,
  GAP_SURPLUSES_READ,
  providerGaps as findProviderGaps,
} from './provider-gaps';
import { usersCursor } from '../../lib/list-cursor';
import { changeRoles } from './role-changes';

const security = [{ bearerAuth: [] }];

function toAdminUser(row: AdminUserRow, adminEmails: readonly string[]): AdminUser {
  return {
    id: row.id,
    email: row.email,
    accountType: row.accountType,
    company: row.company,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    roles: row.roles,
    adminByConfig: adminEmails.includes(row.email),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The operator console's calls: accounts and their roles, the audit log, the programme's
 * figures. Every one needs the admin role (decision 33).
 */
export const adminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Accounts, roles and figures are never kept by a browser or a proxy, errors included.
  const adminOnly = adminGate(app, deps);

  app.get(
    '/admin/users',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listAdminUsers',
        summary: 'Accounts, searched by e-mail, name or company and filtered by role',
        description:
          `Each word of q must appear in the e-mail, first or last name or company (any case, ` +
          `inside words too; % and _ are plain characters). The latest registered first, ` +
          `${ADMIN_USERS_PAGE_SIZE} a page: cursor (the nextCursor of the page before; none for ` +
          `the first page) asks the next one, a cursor that is not one is a 400 CURSOR_INVALID. ` +
          `total counts the matches of every page up to ${ADMIN_LIST_COUNT_CAP}; totalCapped: ` +
          `more match. ${roleNote}`,
        security,
        querystring: adminUsersQuery,
        response: { 200: adminUserList, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const { q, role, cursor } = request.query;
      const page = await listUsersForAdmin(deps.db, {
        q,
        role,
        ...(cursor ? { after: usersCursor.decode(cursor) } : {}),
        pageSize: ADMIN_USERS_PAGE_SIZE,
        countCap: ADMIN_LIST_COUNT_CAP,
      });
      return {
        users: page.rows.map((row) => toAdminUser(row, deps.config.adminEmails)),
        total: page.total,
        totalCapped: page.capped,
        nextCursor: usersCursor.encode(page.next),
        pageSize: ADMIN_USERS_PAGE_SIZE,
      };
    },
  );

  app.put(
    '/admin/users/:id/roles',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'setUserRoles',
        summary: 'Set all roles of an account (an empty list is the default, User)',
        description:
          'Roles given twice count once. Each role added or removed is written to the audit ' +
          'log; nothing is written when the roles stay the same. An admin cannot remove their ' +
          `own admin role (409): another admin has to. ${roleNote}`,
        security,
        params: adminUserParams,
        body: setRolesBody,
        response: {
          200: adminUser,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      const { roles } = request.body;
      // The console must not lose its last admin by a slip; the command line can (recovery).
      if (id === admin.id && !roles.includes('admin')) {
        throw new HttpError(409, 'You cannot remove your own admin role; ask another admin.', {
          code: 'OWN_ADMIN_ROLE',
        });
      }
      // Roles this version does not know stay: the console sets only the ones it shows.
      const known: readonly string[] = ROLES;
      const change = await changeRoles(
        deps.db,
        id,
        (current) => [...roles, ...current.filter((r) => !known.includes(r))],
        { actorUserId: admin.id },
      );
      const row = change && (await findUserForAdmin(deps.db, id));
      if (!row) throw new HttpError(404, `No account with id ${id}.`);
      return toAdminUser(row, deps.config.adminEmails);
    },
  );

  app.get(
    '/admin/audit',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listAuditLog',
        summary: 'Who changed what, the latest first',
        description:
          'before (the id of the last entry shown) pages on with the entries after it. The actor and a user target are ' +
          'shown by the e-mail they have now; null once the account is deleted (the log keeps ' +
          `no e-mail or name). ${roleNote}`,
        security,
        querystring: auditQuery,
        response: { 200: auditLog, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const rows = await listAuditEntries(deps.db, { ...(before ? { before } : {}), limit });
      return { entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },
  );

  app.get(
    '/admin/figures',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'getProgrammeFigures',
        summary: 'The programme’s figures by month: accounts, searches, surpluses, reports',
        description:
          'from and to are months (YYYY-MM, UTC), both included; without them the last 12 ' +
          `months up to the current one. At most ${MAX_FIGURES_MONTHS} months; from after to is ` +
          'a 400. Counts of what the product stores, never people: surpluses in the month first ' +
          'entered (searched again by the same account under the same name: once), recurring ' +
          'ones as kg per week, one-time ones as kg once (onceKg); reports as My impact counts ' +
          'them, in every month of the range they run. ' +
          roleNote,
        security,
        querystring: figuresQuery,
        response: { 200: programmeFigures, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const now = new Date();
      return computeFigures(deps.db, figuresRange(request.query, now), now);
    },
  );

  app.get(
    '/admin/provider-gaps',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listProviderGaps',
        summary: 'Where users look for a solution with no real provider near them',
        description:
          `From the latest ${GAP_SURPLUSES_READ} saved surpluses with a located address: each of ` +
          `their first ${GAP_SOLUTIONS_PER_SURPLUS} solutions with no real (not sample) provider ` +
          'within the radius today, by solution and place (country and city), the most asked ' +
          `first, with the nearest real provider's distance. Grouped by the solution's id; ` +
          'solutionName is the catalogue’s name in the language Accept-Language asks for ' +
          '(English otherwise). offersNotTaken: the offers no provider took, declined or expired ' +
          'without an answer in their window (offers whose window passed are expired first), ' +
          'counted in the month that happened (declined: the answer; expired: the end of the ' +
          'window; UTC), last month and this one, by the donor’s country and city, food group ' +
          '(an offer of several counts under each) and solution; accepted, withdrawn and ' +
          `handed-over offers never count. The ${GAP_OFFER_ROWS_PER_MONTH} largest groups of ` +
          `each month, the most offers first. ${roleNote}`,
        security,
        response: { 200: providerGaps, ...denied },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const names = (await solutionNames(deps)).byLanguage[language];
      reply.header('vary', 'Accept-Language');
      return findProviderGaps(deps.db, { names, language });
    },
  );
};
