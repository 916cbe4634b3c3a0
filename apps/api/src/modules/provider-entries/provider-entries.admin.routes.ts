import {
  adminProviderEntriesQuery,
  adminProviderEntry,
  adminProviderEntryList,
  errorResponse,
  providerEntryParams,
  rejectProviderEntryBody,
} from '@foodhub/contracts';
import { listProviderEntriesForAdmin, ownerEmailOf, type ProviderEntryRow } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import {
  adminDenied as denied,
  adminGate,
  adminRoleNote as roleNote,
  currentUser,
} from '../../plugins/auth';
import { approveEntry, rejectEntry } from './provider-entries.commands';
import { toAdminProviderEntry } from './provider-entry';

const security = [{ bearerAuth: [] }];
const reviewAnswers = {
  200: adminProviderEntry,
  400: errorResponse,
  ...denied,
  404: errorResponse,
  409: errorResponse,
};

/**
 * The operator's review of the entries organisations keep themselves: the queue and the
 * decisions (decision 33: every call under /admin/ needs the admin role).
 */
export const providerEntriesAdminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  const adminOnly = adminGate(app, deps);
  const answer = async (entry: ProviderEntryRow) =>
    toAdminProviderEntry(entry, await ownerEmailOf(deps.db, entry.row));

  app.get(
    '/admin/provider-entries',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listProviderEntries',
        summary: 'Self-registered provider entries, the newest first, with their owner’s e-mail',
        description:
          'status filters (pending is the approval queue); changed=true keeps the approved ' +
          'entries whose changed name, website or contacts wait for the operator (review_changes: ' +
          `each field's verified value and its value now). ${roleNote}`,
        security,
        querystring: adminProviderEntriesQuery,
        response: { 200: adminProviderEntryList, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const { status, changed } = request.query;
      const rows = await listProviderEntriesForAdmin(deps.db, { status, changed });
      return { entries: rows.map((entry) => toAdminProviderEntry(entry, entry.ownerEmail)) };
    },
  );

  app.post(
    '/admin/provider-entries/:id/approve',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'approveProviderEntry',
        summary: 'Approve a pending provider entry: users see it, marked verified',
        description:
          'verified_at becomes now. Also approves again an approved entry whose owner changed ' +
          'its name, website or contacts since it was verified (review_changes, cleared). 409 ' +
          'PROVIDER_ENTRY_NOT_PENDING for any other entry; 404 PROVIDER_ENTRY_UNKNOWN for an ' +
          `id that is not a self-registered entry. Written to the audit log. ${roleNote}`,
        security,
        params: providerEntryParams,
        response: reviewAnswers,
      },
    },
    async (request) =>
      answer(await approveEntry(deps.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    '/admin/provider-entries/:id/reject',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'rejectProviderEntry',
        summary: 'Reject a pending or approved provider entry, with the reason its owner reads',
        description:
          'The entry is no longer listed and loses its verified mark; its owner can change it ' +
          'and submit it again. 409 PROVIDER_ENTRY_NOT_REJECTABLE for a rejected or withdrawn ' +
          'entry; 404 PROVIDER_ENTRY_UNKNOWN for an id that is not a self-registered entry. ' +
          `Written to the audit log with the reason. ${roleNote}`,
        security,
        params: providerEntryParams,
        body: rejectProviderEntryBody,
        response: reviewAnswers,
      },
    },
    async (request) =>
      answer(
        await rejectEntry(deps.db, currentUser(request).id, request.params.id, request.body.reason),
      ),
  );
};
