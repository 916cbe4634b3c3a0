import {
  errorResponse,
  productByNameParams,
  productByNameResponse,
  productList,
} from '@foodhub/contracts';
import { findProductByName } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
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
    '/products/by_name/:name',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getProductByName',
        summary: 'The product with this English name (case-insensitive, exact)',
        description: 'Not found is a normal answer: { found: false, product: null }.',
        security: [],
        params: productByNameParams,
        response: { 200: productByNameResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const row = await findProductByName(deps.db, request.params.name.trim());
      return row
        ? { found: true, product: toProductResponse(row) }
        : { found: false, product: null };
    },
  );
};
