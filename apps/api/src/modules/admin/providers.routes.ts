import {
  ADMIN_LIST_COUNT_CAP,
  ADMIN_PROVIDERS_PAGE_SIZE,
  adminProviderDetail,
  adminProviderEdit,
  adminProviderList,
  adminProviderParams,
  adminProvidersQuery,
  errorResponse,
  PROVIDER_IMPORT_MAX_CHARS,
  PROVIDER_IMPORT_PREVIEW_ROWS,
  providerImportBody,
  providerImportReport,
  removedSamples,
} from '@foodhub/contracts';
import { findProviderForAdmin, listProvidersForAdmin, listProvidersForExport } from '@foodhub/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { fileResponse } from '../../lib/openapi';
import {
  adminDenied as denied,
  adminGate,
  adminRoleNote as roleNote,
  currentUser,
} from '../../plugins/auth';
import {
  editProvider,
  removeSampleProviders,
  toAdminProviderDetail,
  toAdminProviderRow,
  unknownProvider,
} from './provider-catalogue';
import { providersCursor } from '../../lib/list-cursor';
import { providersCsv } from './provider-export';
import { importProviders, PROVIDER_IMPORT_BODY_LIMIT } from './provider-import';

const security = [{ bearerAuth: [] }];
const filterNote =
  'Each word of q must appear in the company name, city, postal code or source key (any case, ' +
  'inside words too; ' +
  '% and _ are plain characters); solution_id: providers offering it; country: the country as ' +
  'stored (imports and entries keep the ISO code); origin: sample, imported or self-registered.';
const exportQuery = adminProvidersQuery.omit({ cursor: true });

/** The file as it is (a Buffer is never serialized), as an attachment. */
function sendCsv(reply: FastifyReply, csv: string) {
  reply.header('content-disposition', 'attachment; filename="providers.csv"');
  return reply.type('text/csv; charset=utf-8').send(Buffer.from(csv, 'utf8'));
}

/**
 * The operator console's provider catalogue: every provider of any origin and status, its
 * corrections, the import of a file, the CSV export and the removal of the sample providers
 * (decision 33: every call under /admin/ needs the admin role).
 */
export const adminProvidersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const adminOnly = adminGate(app, deps);

  app.get(
    '/admin/providers',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listAdminProviders',
        summary: 'Every provider (samples, imports, organisations’ own entries), searched',
        description:
          `${filterNote} By company name (nameless last), ${ADMIN_PROVIDERS_PAGE_SIZE} a page: ` +
          'cursor (the nextCursor of the page before; none for the first page) asks the next ' +
          'one, a cursor that is not one is a 400 CURSOR_INVALID. total counts the matches of ' +
          `every page up to ${ADMIN_LIST_COUNT_CAP}; totalCapped: more match. status is ` +
          `'listed' for samples and imports, an entry's own status otherwise. ${roleNote}`,
        security,
        querystring: adminProvidersQuery,
        response: { 200: adminProviderList, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const { q, solution_id: solutionId, country, origin, cursor } = request.query;
      const page = await listProvidersForAdmin(deps.db, {
        q,
        solutionId,
        country,
        origin,
        ...(cursor ? { after: providersCursor.decode(cursor) } : {}),
        pageSize: ADMIN_PROVIDERS_PAGE_SIZE,
        countCap: ADMIN_LIST_COUNT_CAP,
      });
      return {
        providers: page.rows.map(toAdminProviderRow),
        total: page.total,
        totalCapped: page.capped,
        nextCursor: providersCursor.encode(page.next),
        pageSize: ADMIN_PROVIDERS_PAGE_SIZE,
      };
    },
  );

  // A static path: the router prefers it to /admin/providers/:id, so it is never taken for an id.
  app.get(
    '/admin/providers/export.csv',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'exportAdminProviders',
        summary: 'Every provider that matches the filters, as a CSV file the import reads again',
        description:
          `The filters of GET /admin/providers, all pages. The header is the importer's ` +
          'provider fields (company_name, …, lat, lon, …, solution_ids); lists are joined with ' +
          '"; ". UTF-8 with a byte order mark, sent as providers.csv. A text that a spreadsheet ' +
          'would run as a formula (a leading =, +, -, @, tab or carriage return) starts with an ' +
          'apostrophe, which the import takes off again; lat and lon are plain numbers. The ' +
          'source keys are not exported: imported again, the rows are keyed by name and place ' +
          `under the new source, and rows without coordinates are rejected. ${roleNote}`,
        security,
        querystring: exportQuery,
        response: {
          200: fileResponse('text/csv', 'The providers as CSV (an attachment)'),
          400: errorResponse,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { q, solution_id: solutionId, country, origin } = request.query;
      const rows = await listProvidersForExport(deps.db, { q, solutionId, country, origin });
      return sendCsv(reply, providersCsv(rows));
    },
  );

  app.get(
    '/admin/providers/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'getAdminProvider',
        summary: 'One provider with the fields the operator can correct',
        description: `404 PROVIDER_UNKNOWN for an unknown id. ${roleNote}`,
        security,
        params: adminProviderParams,
        response: { 200: adminProviderDetail, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    async (request) => {
      const provider = await findProviderForAdmin(deps.db, request.params.id);
      if (!provider) throw unknownProvider(request.params.id);
      return toAdminProviderDetail(provider);
    },
  );

  app.put(
    '/admin/providers/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'editAdminProvider',
        summary: 'Correct any provider: name, place, contact, website, solutions',
        description:
          'The rules of an organisation’s own entry: the country is stored as its ISO code (422 ' +
          'PROVIDER_COUNTRY_UNSUPPORTED outside the countries the tool serves), the solutions ' +
          'replace the provider’s links (422 PROVIDER_SOLUTION_UNKNOWN for ids not in the ' +
          'catalogue). location_geo may be null for a provider without coordinates, not for an ' +
          'organisation’s own entry (422 PROVIDER_COORDINATES_REQUIRED), whose owner sees the ' +
          'change. The status and verified date stay. Written to the audit log ' +
          "('provider.admin-edit' with the names of the fields changed); nothing is written " +
          `when nothing changed. 404 PROVIDER_UNKNOWN for an unknown id. ${roleNote}`,
        security,
        params: adminProviderParams,
        body: adminProviderEdit,
        response: {
          200: adminProviderDetail,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) =>
      toAdminProviderDetail(
        await editProvider(deps.db, currentUser(request).id, request.params.id, request.body),
      ),
  );

  app.post(
    '/admin/providers/import',
    {
      // The role is checked before a body of up to ~15 MB is read, not only before validation.
      onRequest: adminOnly,
      bodyLimit: PROVIDER_IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        operationId: 'importAdminProviders',
        summary: 'Check a CSV or GeoJSON file of providers, and write it with commit',
        description:
          'Read as `npm run import -- providers` reads a file: its default columns (company_name ' +
          'or name, city, postal_code, country, lat and lon, or a GeoJSON Point, …), solutions ' +
          'every row offers, defaults for columns the file lacks. A GeoJSON feature is keyed by ' +
          'its id, a CSV row by name and coordinates, under source. Rejected rows are listed by ' +
          'line with the reason (no name, no or bad coordinates, a country that is not a two-' +
          'letter code, an unknown solution, a key of an organisation’s own entry, which an ' +
          'import never changes). Without commit nothing is written; with commit the valid rows ' +
          'are written in one transaction (new ones added, those of a stored key replaced) with ' +
          `one audit entry ('provider.import'). preview: the first ${PROVIDER_IMPORT_PREVIEW_ROWS} ` +
          `valid rows. content: at most ${PROVIDER_IMPORT_MAX_CHARS} characters. 400 ` +
          'PROVIDER_IMPORT_UNREADABLE for content that is not the format at all, with the ' +
          `importer's message; 422 PROVIDER_SOLUTION_UNKNOWN for unknown solutions. ${roleNote}`,
        security,
        body: providerImportBody,
        response: {
          200: providerImportReport,
          400: errorResponse,
          ...denied,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => importProviders(deps.db, currentUser(request).id, request.body),
  );

  app.delete(
    '/admin/providers/samples',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'removeSampleProviders',
        summary: 'Remove every sample provider, for good',
        description:
          'Deletes the shipped fictional providers with their solution links, in one ' +
          "transaction with one audit entry ('provider.remove-samples' with the count). The " +
          'removal is recorded, so that no restart loads them again (decision 36). ' +
          roleNote,
        security,
        response: { 200: removedSamples, ...denied },
      },
    },
    async (request) => ({
      removed: await removeSampleProviders(deps.db, currentUser(request).id),
    }),
  );
};
