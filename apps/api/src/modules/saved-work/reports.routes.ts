import { randomBytes } from 'node:crypto';
import {
  createReportBody,
  endReportBody,
  errorResponse,
  myImpact as myImpactAnswer,
  reportPdfQuery,
  savedItemParams,
  savedReport,
  savedReportList,
  sharedReportParams,
  shareReportBody,
  shareReportResponse,
} from '@foodhub/contracts';
import {
  deleteReport,
  findReport,
  findReportByShareToken,
  listReports,
  setReportEnd,
  setShareToken,
} from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../deps';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { codedError, HttpError } from '../../plugins/errors';
import { createReport, reportSummary, sharedReport, toSavedReport } from './create-report';
import { myImpact, rollStaleReports } from './impact-rollup';
import { PdfCache } from './report-pdf-cache';
import {
  PDF_CACHE_BYTES,
  pdfAnswer,
  pdfLimitNote,
  pdfNote,
  sendPdf,
  sharedHeaders,
} from './report-pdf-send';
import { reportMessages } from './report.messages';

/**
 * The signed-in user's saved impact reports: saved with the numbers the server calculates,
 * listed, reopened, downloaded as PDF, summed as 'My impact' and shared read-only by a link that
 * can be revoked. The login is checked before the id (preValidation): without a session every
 * call is 401, never a 400. The shared views need no login: the token is the key.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const notFound = (id: string) => new HttpError(404, `No saved report with id ${id}.`);
  const linkNotFound = () => new HttpError(404, 'This report is not shared (any more).');
  const pdfCache = new PdfCache(PDF_CACHE_BYTES);
  const { pdfMax, reportMax } = deps.config.rateLimit;
  // One count for both PDF routes: a PDF costs the same whoever asks.
  const pdfLimit = clientRateLimit(app, deps, 'pdf', pdfMax);
  const saveLimit = clientRateLimit(app, deps, 'report-save', reportMax);

  app.post(
    '/me/reports',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'saveMyReport',
        summary: 'Save an environmental impact report of a donation',
        description:
          'The server looks up the per-kg impacts of the surplus name (the exact product, else ' +
          'the recognised one, else the toast reference) and the solution in the catalogue, and ' +
          'calculates every period with the impact model; numbers are never taken from the ' +
          'caller. The same inputs saved again (the language aside) update their report, which ' +
          'keeps its id. 422 for an unknown solution, one that is not Reuse (human), or a ' +
          'surplus without an amount above 0; 409 REPORT_LIMIT_REACHED when the account keeps ' +
          'the most reports it may (params.max) and the inputs are new; 429 past the account’s ' +
          'limit of saves per window.',
        security: [{ bearerAuth: [] }],
        body: createReportBody,
        response: {
          201: savedReport,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: saveLimit,
    },
    async (request, reply) => {
      const report = await createReport(deps, currentUser(request).id, request.body);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(report);
    },
  );

  app.get(
    '/me/reports',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'listMyReports',
        summary: 'The impact reports the signed-in user saved, the latest saved first',
        description: 'At most 200 are listed.',
        security: [{ bearerAuth: [] }],
        response: { 200: savedReportList, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listReports(deps.db, currentUser(request).id);
      return { reports: rows.map(reportSummary) };
    },
  );

  app.get(
    '/me/reports/:id',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'getMyReport',
        summary: 'One saved impact report: its header, periods and model, as saved',
        description: 'Another user’s report answers 404, as an unknown id does.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        response: {
          200: savedReport,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await findReport(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound(request.params.id);
      reply.header('cache-control', 'no-store');
      return toSavedReport(row);
    },
  );

  app.get(
    '/me/reports/:id/pdf',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'downloadMyReportPdf',
        summary: 'A saved impact report as a PDF document',
        description: `${pdfNote} Another user’s report answers 404, as an unknown id does. ${pdfLimitNote}`,
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        querystring: reportPdfQuery,
        response: {
          200: pdfAnswer,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: pdfLimit,
    },
    async (request, reply) => {
      const row = await findReport(deps.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound(request.params.id);
      reply.header('cache-control', 'no-store');
      const report = toSavedReport(row);
      const language = request.query.lang ?? report.language;
      return sendPdf(deps, pdfCache, reply, report, { language, view: 'own' });
    },
  );

  app.get(
    '/me/impact',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'getMyImpact',
        summary: 'The signed-in user’s saved reports summed by month, by year and in total',
        description:
          'Counted over time, up to today (UTC, as_of): a one-time surplus counts its donation ' +
          'once, in the month the report was made; a recurring one its average month (the ' +
          'report’s month period) in every month from the day the report was made to today or ' +
          'to the day the user stopped it (ended_on), a month it runs only part of with the ' +
          'share of its days; a seasonal one only in its active months, each with an equal ' +
          'share of its year. Months and years in ascending order; total.period is "total".',
        security: [{ bearerAuth: [] }],
        response: { 200: myImpactAnswer, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myImpact(deps.db, currentUser(request).id, new Date());
    },
  );

  app.delete(
    '/me/reports/:id',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'deleteMyReport',
        summary: 'Delete a saved report',
        description:
          'The report is gone for good: its share link answers 404, its PDF is no longer kept, ' +
          'and My impact and the programme’s figures no longer count it. 204; another user’s ' +
          'report answers 404, as an unknown id does.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        response: {
          204: z.null().describe('The report is deleted'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await deleteReport(deps.db, currentUser(request).id, id))) throw notFound(id);
      pdfCache.dropReport(id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/reports/:id/end',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'endMyReport',
        summary: 'Say on which day a recurring donation stopped, or that it runs again',
        description:
          'ended_on is a day (YYYY-MM-DD, UTC) from the day the report was made to today, or ' +
          'null: the donation runs again. My impact and the programme’s figures count the ' +
          'report’s months up to that day. Answers the saved report. 422 with a code for a ' +
          'one-time report (REPORT_END_ONE_TIME), a day before the report’s ' +
          '(REPORT_END_BEFORE_START) or after today (REPORT_END_AFTER_TODAY); another user’s ' +
          'report answers 404, as an unknown id does.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        body: endReportBody,
        response: {
          200: savedReport,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = currentUser(request).id;
      const row = await findReport(deps.db, userId, id);
      if (!row) throw notFound(id);
      const endedOn = request.body.ended_on;
      if (endedOn !== null) {
        const { header } = toSavedReport(row);
        if (header.frequency.interval === 'once') throw codedError(422, reportMessages.endOneTime);
        const start = row.createdAt.toISOString().slice(0, 10);
        const today = new Date().toISOString().slice(0, 10);
        // Days as 'YYYY-MM-DD' compare as text.
        if (endedOn < start) throw codedError(422, reportMessages.endBeforeStart, { start });
        if (endedOn > today) throw codedError(422, reportMessages.endAfterToday, { today });
      }
      const updated = await setReportEnd(deps.db, userId, id, endedOn);
      if (!updated) throw notFound(id);
      // Its months again, up to the new end (a read would do it too, later and slower).
      await rollStaleReports(deps.db, new Date(), userId);
      reply.header('cache-control', 'no-store');
      return toSavedReport(updated);
    },
  );

  app.post(
    '/me/reports/:id/share',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'shareMyReport',
        summary: 'Share a saved report read-only by a link',
        description:
          'Answers the token of GET /shared/reports/{token}: 32 random bytes, base64url. A ' +
          'report that is shared already keeps its token; show_company (default false) decides ' +
          'whether the shared view shows the company’s name and address (without them, the ' +
          'route starts at the postal area and town), and sent again changes that for the same ' +
          'link. Another user’s report answers 404.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        body: shareReportBody,
        response: {
          200: shareReportResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const token = randomBytes(32).toString('base64url');
      const { id } = request.params;
      const userId = currentUser(request).id;
      const row = await setShareToken(deps.db, userId, id, token, request.body.show_company);
      if (!row?.shareToken) throw notFound(id);
      reply.header('cache-control', 'no-store');
      return { share_token: row.shareToken, show_company: row.shareShowCompany };
    },
  );

  app.delete(
    '/me/reports/:id/share',
    {
      preValidation: requireUser(deps),
      schema: {
        tags: ['saved work'],
        operationId: 'unshareMyReport',
        summary: 'Stop sharing a saved report: its link answers 404 from now on',
        description: 'Answers 204 whether or not the report was shared; 404 for another user’s.',
        security: [{ bearerAuth: [] }],
        params: savedItemParams,
        response: {
          204: z.null().describe('The report is no longer shared'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await setShareToken(deps.db, currentUser(request).id, id, null, false);
      if (!row) throw notFound(id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shared/reports/:token',
    {
      schema: {
        tags: ['saved work'],
        operationId: 'getSharedReport',
        summary: 'A report shared by its owner, read-only, without login',
        description:
          'The company’s name and address are null unless the owner chose to show them, and ' +
          'the route then starts at the postal area and town; share_token is null. A revoked ' +
          'or unknown link answers 404.',
        security: [],
        params: sharedReportParams,
        response: { 200: savedReport, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      sharedHeaders(reply);
      const row = await findReportByShareToken(deps.db, request.params.token);
      if (!row) throw linkNotFound();
      return sharedReport(row);
    },
  );

  app.get(
    '/shared/reports/:token/pdf',
    {
      schema: {
        tags: ['saved work'],
        operationId: 'downloadSharedReportPdf',
        summary: 'A shared report as a PDF document, without login',
        description: `${pdfNote} Without the company unless the owner chose to show it. ${pdfLimitNote}`,
        security: [],
        params: sharedReportParams,
        querystring: reportPdfQuery,
        response: { 200: pdfAnswer, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
      preHandler: pdfLimit,
    },
    async (request, reply) => {
      sharedHeaders(reply);
      const row = await findReportByShareToken(deps.db, request.params.token);
      if (!row) throw linkNotFound();
      const report = sharedReport(row);
      const language = request.query.lang ?? report.language;
      const view = row.shareShowCompany ? 'shared-with-company' : 'shared';
      return sendPdf(deps, pdfCache, reply, report, { language, view });
    },
  );
};
