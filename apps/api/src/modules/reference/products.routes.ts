import {
  errorResponse,
  productByNameParams,
  productByNameResponse,
  productList,
  productNamesResponse,
  referenceLanguageQuery,
} from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { requestLanguage } from '../../lib/content-language';
import { productByName, productNames } from './product-names';
import { referenceCache, sendPrecomputed, toProductResponse } from './reference-cache';

export const productsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const cache = referenceCache(deps.db);

  app.get(
    '/products',
    {
      schema: {
        tags: ['reference'],
        operationId: 'listProducts',
        summary: 'All AGRIBALYSE 3.1 food products, by name, with English group names',
        security: [],
        response: { 200: productList, 400: errorResponse },
      },
    },
    async (_request, reply) => sendPrecomputed(reply, await cache.productList()),
  );

  app.get(
    '/products/names',
    {
      schema: {
        tags: ['reference'],
        operationId: 'listProductNames',
        summary: 'Every product’s names in one interface language, for a search in that language',
        description:
          'The language is ?lang=, else Accept-Language, else English. name is the product’s ' +
          'name in the language (AGRIBALYSE’s French name in French; null where the name table ' +
          'has none: then product_name of GET /products is the name); synonyms are everyday ' +
          'words for it; terms are the words for the food it is named after.',
        security: [],
        querystring: referenceLanguageQuery,
        response: { 200: productNamesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.query.lang);
      const { lists } = await productNames(deps.db, deps.productNamesDir);
      reply.header('vary', 'Accept-Language');
      return sendPrecomputed(reply, lists[language]);
    },
  );

  app.get(
    '/products/by_name/:name',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getProductByName',
        summary:
          'The product with this English name, or its name in an interface language (case-insensitive, exact)',
        description: 'Not found is a normal answer: { found: false, product: null }.',
        security: [],
        params: productByNameParams,
        response: { 200: productByNameResponse, 400: errorResponse },
      },
    },
    async (request) => {
      // The English name, else a product's name in one of the interface languages.
      const row = await productByName(deps.db, request.params.name.trim(), deps.productNamesDir);
      return row
        ? { found: true, product: toProductResponse(row) }
        : { found: false, product: null };
    },
  );
};
