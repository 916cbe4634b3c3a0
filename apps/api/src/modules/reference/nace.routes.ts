import {
  errorResponse,
  naceCodeList,
  naceLookupRequest,
  naceLookupResponse,
  referenceLanguageQuery,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { referenceCache, sendPrecomputed } from './reference-cache';

const languageNote =
  'Titles in German, Slovenian, French or Italian when ?lang= or else Accept-Language asks for ' +
  'it; English otherwise, and wherever a translation is missing. German, French and Italian ' +
  'titles are those of the Swiss NOGA 2008; the Slovenian titles are translated by this project ' +
  'after the wording of SKD 2008 (not the official SKD 2008 text).';
const listNote =
  `${languageNote} A code may carry \`keywords\`: everyday words for it in the asked language ` +
  'and in English (for example Bäckerei, pekarna, panificio, boulangerie for 10.71), written by ' +
  'this project so that a search finds the code by the words people use.';

/** Codes as clients may write them: trimmed, section letters in upper case, 0111 for 01.11. */
function lookupKey(code: string): string {
  const key = code.trim().toUpperCase();
  const compact = /^(\d{2})(\d)(\d?)$/.exec(key);
  return compact ? `${compact[1]}.${compact[2]}${compact[3]}` : key;
}

export const naceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const cache = referenceCache(deps.db);

  app.get(
    '/nace_codes',
    {
      schema: {
        tags: ['reference'],
        operationId: 'listNaceCodes',
        summary: 'All NACE Rev. 2 codes (sections, divisions, groups, classes) in Eurostat order',
        description: listNote,
        security: [],
        querystring: referenceLanguageQuery,
        response: { 200: naceCodeList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.lang);
      const { lists } = await cache.naceCodes();
      reply.header('vary', 'Accept-Language');
      return sendPrecomputed(reply, lists[language]);
    },
  );

  app.post(
    '/nace_codes/lookup',
    {
      schema: {
        tags: ['reference'],
        operationId: 'lookupNaceCodes',
        summary: 'Titles of the given NACE codes, in the order asked; unknown codes get null',
        description: languageNote,
        security: [],
        querystring: referenceLanguageQuery,
        body: naceLookupRequest,
        response: { 200: naceLookupResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.lang);
      const { titles } = await cache.naceCodes();
      reply.header('vary', 'Accept-Language');
      return request.body.codes.map((code) => ({
        code,
        description: titles.get(lookupKey(code))?.[language] ?? null,
      }));
    },
  );
};
