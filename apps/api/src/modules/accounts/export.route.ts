import { Readable } from 'node:stream';
import { errorResponse, userDataExport, type UserDataExport } from '@foodhub/contracts';
import { userDataExport as readUserData, type UserDataExportSource } from '@foodhub/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleOptions } from '../../deps';
import { toProviderEntry } from '../provider-entries/provider-entry';
import { savedRecord } from '../saved-work/saved-answer';
import { clientRateLimit } from '../../lib/rate-limits';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError, logSafeError } from '../../plugins/errors';
import { accountLanguage } from './user-info';

const iso = (date: Date) => date.toISOString();

// The parts of the document, each written as the contract's serializer writes it (its keys, in
// its order), so that the streamed text is what one JSON answer would have been.
const part = userDataExport.shape;
const json = <S extends z.ZodType>(schema: S, value: z.input<S>) =>
  JSON.stringify(schema.parse(value));

/** A JSON array of the pages' items, written a page at a time. */
async function* array<Row, S extends z.ZodType>(
  pages: AsyncIterable<Row[]>,
  item: S,
  toItem: (row: Row) => z.input<S>,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    for (const row of page) {
      yield `${first ? '' : ','}${json(item, toItem(row))}`;
      first = false;
    }
  }
  yield ']';
}

/** The download, as text written in the order of the contract's keys. */
async function* exportDocument(data: UserDataExportSource): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())}`;
  yield `,"account":${json(part.account, {
    ...data.account,
    language: accountLanguage(data.account),
    emailConfirmed: data.account.emailConfirmedAt !== null,
    emailConfirmedAt: data.account.emailConfirmedAt && iso(data.account.emailConfirmedAt),
    createdAt: iso(data.account.createdAt),
  })}`;
  yield ',"chatThreads":';
  yield* array(data.chatThreads(), part.chatThreads.element, (t) => ({
    id: t.id,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    messages: t.messages.map((m) => ({
      role: m.role,
      text: m.text,
      createdAt: iso(m.createdAt),
    })),
  }));
  yield ',"savedSurpluses":';
  yield* array(data.savedSurpluses(), part.savedSurpluses.element, (s) => ({
    id: s.id,
    surplusName: s.surplusName,
    foodGroup: s.foodGroup,
    inputs: s.inputs,
    result: savedRecord(s.answer, s.updatedAt),
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  }));
  yield ',"savedReports":';
  yield* array(data.savedReports(), part.savedReports.element, (r) => ({
    id: r.id,
    language: r.language,
    header: r.header,
    reports: r.reports,
    model: r.model,
    shared: r.shareToken !== null,
    shareShowCompany: r.shareShowCompany,
    endedOn: r.endedOn,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
  const draft = await data.stepperDraft();
  yield `,"stepperDraft":${json(
    part.stepperDraft,
    draft ? { data: draft.data, updatedAt: iso(draft.updatedAt) } : null,
  )}`;
  yield ',"analyticsEvents":';
  yield* array(data.analyticsEvents(), part.analyticsEvents.element, (e) => ({
    type: e.type,
    name: e.name,
    path: e.path,
    properties: e.properties,
    createdAt: iso(e.createdAt),
  }));
  const entry = await data.providerEntry();
  yield `,"providerEntry":${json(part.providerEntry, entry ? toProviderEntry(entry) : null)}}`;
}

/** The document's text; a failure after the first bytes can only end the download, so it is logged. */
async function* logged(text: AsyncGenerator<string>, log: FastifyBaseLogger) {
  try {
    yield* text;
  } catch (err) {
    log.error({ err: logSafeError(err) }, 'the data export failed while it was sent');
    throw err;
  }
}

export const exportRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // A download reads all of the account's data: limited as PDFs are, with a count of its own.
  const exportLimit = clientRateLimit(app, deps, 'export', deps.config.rateLimit.pdfMax);
  app.get(
    '/me/export',
    {
      preHandler: [requireUser(deps), exportLimit],
      schema: {
        tags: ['accounts'],
        operationId: 'exportMyData',
        summary: 'Everything stored about the signed-in user, as a JSON download (GDPR Art. 20)',
        description:
          'The account (never the password hash), the chatbot conversations, the matched ' +
          'surpluses with their entries and answers, the saved impact reports (whether each is ' +
          'shared, not its link), the stepper draft, the statistics events recorded with the ' +
          'session, and the organisation’s provider entry (null when it has none). Sent as an ' +
          'attachment, written while it is read (chunked, without a length). 429 past the ' +
          'account’s limit of downloads per window (RATE_LIMIT_PDF_MAX).',
        security: [{ bearerAuth: [] }],
        response: {
          200: userDataExport,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await readUserData(deps.db, currentUser(request).id);
      // The account was deleted between the token check and now.
      if (!data) throw new HttpError(404, 'The account no longer exists.');
      const day = new Date().toISOString().slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="alpine-food-hub-data-${day}.json"`,
      );
      reply.header('cache-control', 'no-store');
      reply.type('application/json; charset=utf-8');
      // Bytes, not objects: the stream pulls the next part only as the client takes the last.
      const text = Readable.from(logged(exportDocument(data), request.log), { objectMode: false });
      // The 200 schema describes the document the stream writes; a stream is sent unserialized.
      return reply.send(text as unknown as UserDataExport);
    },
  );
};
