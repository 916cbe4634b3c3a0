import type { ReportLanguage, SavedReport } from '@foodhub/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { fileResponse } from '../../lib/openapi';
import { solutionNameIn, solutionNames } from '../solutions/solution-names';
import { reportFileName, reportPdf } from './report-pdf';
import { pdfCacheKey, type PdfCache, type PdfView } from './report-pdf-cache';

/*
 * How the report routes answer with a PDF (the owner's and the shared one): their OpenAPI words,
 * the solution named in the reader's language, the document from the cache, and the headers of a
 * shared view.
 */

export const pdfAnswer = fileResponse(
  'application/pdf',
  'The report as a PDF document (an attachment)',
);
export const pdfNote =
  'In the language of ?lang=, else the language the report was made in. A real PDF document ' +
  'with the header (the solution named by its id in the language; a sample provider said to be ' +
  'one), what the donation saves net in each period, the periods’ tables with the signed net, ' +
  'what each unit means, the assumptions and the note that this is a simplified analysis, not a ' +
  'certified LCA.';
export const pdfLimitNote =
  'Both PDF routes count together per account (per client address without a login): 429 past ' +
  'their limit per window.';

/** The solution's name in the language by its id; the stored name for one no longer listed. */
async function solutionName(deps: AppDeps, report: SavedReport, language: ReportLanguage) {
  const { id, process_name: stored } = report.header.solution;
  return solutionNameIn(await solutionNames(deps), language, id, stored);
}

/** ~600 reports of ~27 KB. */
export const PDF_CACHE_BYTES = 16 * 1024 * 1024;

export async function sendPdf(
  deps: AppDeps,
  cache: PdfCache,
  reply: FastifyReply,
  report: SavedReport,
  { language, view }: { language: ReportLanguage; view: PdfView },
) {
  const name = await solutionName(deps, report, language);
  const key = pdfCacheKey(report, { language, view, solutionName: name });
  const pdf = await cache.get(key, () =>
    reportPdf(report, { language, shared: view !== 'own', solutionName: name }),
  );
  reply.header('content-disposition', `attachment; filename="${reportFileName(report)}"`);
  return reply.type('application/pdf').send(pdf);
}

/** What no search engine keeps and no cache stores: a shared report, which its owner may revoke. */
export function sharedHeaders(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex');
}
