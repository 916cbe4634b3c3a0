import { errorResponse, providerEntry, providerEntryInput } from '@foodhub/contracts';
import { findOwnProviderEntry } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { currentUser, requireUser } from '../../plugins/auth';
import { codedError, type HttpError } from '../../plugins/errors';
import { providerEntryMessages as messages } from './provider-entries.messages';
import { saveOwnEntry, withdrawOwnEntry } from './provider-entries.commands';
import { toProviderEntry } from './provider-entry';

const security = [{ bearerAuth: [] }];

function noEntry(): HttpError {
  return codedError(404, messages.none);
}

/**
 * 'My organisation takes surplus': the signed-in account's own provider entry, which goes
 * through the operator's approval before users see it. The paths name no id: an account only
 * ever reaches its own entry. The login is checked before the body (preValidation), so without a
 * session every call is 401, never a 400.
 */
export const providerEntriesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  const signedIn = requireUser(deps);
  // The entry holds a contact person and the review's reason: never kept by a browser or proxy.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/provider',
    {
      preValidation: signedIn,
      schema: {
        tags: ['provider entries'],
        operationId: 'getMyProviderEntry',
        summary: 'The provider entry of the signed-in account, with its review status',
        description:
          'status: pending (waiting for the operator), approved (listed to users, verified_at ' +
          'set), rejected (rejection_reason says why), withdrawn (taken off the list by its ' +
          'owner). 404 PROVIDER_ENTRY_NONE when the account has none.',
        security,
        response: { 200: providerEntry, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const entry = await findOwnProviderEntry(deps.db, currentUser(request).id);
      if (!entry) throw noEntry();
      return toProviderEntry(entry);
    },
  );

  app.put(
    '/me/provider',
    {
      preValidation: signedIn,
      schema: {
        tags: ['provider entries'],
        operationId: 'saveMyProviderEntry',
        summary: 'Create or update the signed-in account’s provider entry',
        description:
          'The first save creates the entry as pending and gives the account the provider ' +
          'role; users see it once an admin approves it. Saving an approved entry keeps it ' +
          'approved and listed with the changes at once; saving a rejected or withdrawn one ' +
          'submits it again (pending, the reason cleared). The solutions offered are replaced ' +
          'by solution_ids. 422 PROVIDER_SOLUTION_UNKNOWN names ids not in the catalogue; 422 ' +
          'PROVIDER_COUNTRY_UNSUPPORTED for a country other than AT, DE, IT, SI, FR or CH ' +
          '(a code or a name; stored as the code). Every change is written to the audit log.',
        security,
        body: providerEntryInput,
        response: {
          200: providerEntry,
          400: errorResponse,
          401: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) =>
      toProviderEntry(await saveOwnEntry(deps.db, currentUser(request).id, request.body)),
  );

  app.delete(
    '/me/provider',
    {
      preValidation: signedIn,
      schema: {
        tags: ['provider entries'],
        operationId: 'withdrawMyProviderEntry',
        summary: 'Take the signed-in account’s provider entry off the list (withdrawn)',
        description:
          'The entry is kept, withdrawn, so that a later PUT can submit it again; it is ' +
          'deleted with the account. 404 PROVIDER_ENTRY_NONE when the account has none.',
        security,
        response: { 200: providerEntry, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const entry = await withdrawOwnEntry(deps.db, currentUser(request).id);
      if (!entry) throw noEntry();
      return toProviderEntry(entry);
    },
  );
};
