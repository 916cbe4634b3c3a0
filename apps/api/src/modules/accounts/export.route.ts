import { errorResponse, userDataExport, type UserDataExport } from '@foodhub/contracts';
import { userDataExport as readUserData } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { toProviderEntry } from '../provider-entries/provider-entry';
import { currentUser, requireUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

const iso = (date: Date) => date.toISOString();

export const exportRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/me/export',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['accounts'],
        operationId: 'exportMyData',
        summary: 'Everything stored about the signed-in user, as a JSON download (GDPR Art. 20)',
        description:
          'The account (never the password hash), the chatbot conversations, the matched ' +
          'surpluses with their entries and answers, the saved impact reports (whether each is ' +
          'shared, not its link), the stepper draft, the statistics events recorded with the ' +
          'session, and the organisation’s provider entry (null when it has none). Sent as an ' +
          'attachment.',
        security: [{ bearerAuth: [] }],
        response: { 200: userDataExport, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply): Promise<UserDataExport> => {
      const data = await readUserData(deps.db, currentUser(request).id);
      // The account was deleted between the token check and now.
      if (!data) throw new HttpError(404, 'The account no longer exists.');
      const day = new Date().toISOString().slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="alpine-food-hub-data-${day}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return {
        exportedAt: new Date().toISOString(),
        account: { ...data.account, createdAt: iso(data.account.createdAt) },
        chatThreads: data.chatThreads.map((t) => ({
          id: t.id,
          createdAt: iso(t.createdAt),
          updatedAt: iso(t.updatedAt),
          messages: t.messages.map((m) => ({
            role: m.role,
            text: m.text,
            createdAt: iso(m.createdAt),
          })),
        })),
        savedSurpluses: data.savedSurpluses.map((s) => ({
          id: s.id,
          surplusName: s.surplusName,
          inputs: s.inputs,
          answer: s.answer,
          createdAt: iso(s.createdAt),
          updatedAt: iso(s.updatedAt),
        })),
        savedReports: data.savedReports.map((r) => ({
          id: r.id,
          language: r.language,
          header: r.header,
          reports: r.reports,
          model: r.model,
          shared: r.shareToken !== null,
          shareShowCompany: r.shareShowCompany,
          createdAt: iso(r.createdAt),
          updatedAt: iso(r.updatedAt),
        })),
        stepperDraft: data.stepperDraft
          ? { data: data.stepperDraft.data, updatedAt: iso(data.stepperDraft.updatedAt) }
          : null,
        analyticsEvents: data.analyticsEvents.map((e) => ({
          type: e.type,
          name: e.name,
          path: e.path,
          properties: e.properties,
          createdAt: iso(e.createdAt),
        })),
        providerEntry: data.providerEntry ? toProviderEntry(data.providerEntry) : null,
      };
    },
  );
};
