import { errorResponse, productRecogniseQuery, productRecogniseResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { catalogueCache } from '../solutions/catalogue-cache';
import { productImpactsCache } from './product-impacts-cache';
import { recogniseProduct } from './recognise-product';

export const recogniseProductRoute: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  app.get(
    '/products/recognise',
    {
      schema: {
        tags: ['reference'],
        operationId: 'recogniseProduct',
        summary: 'The AGRIBALYSE 3.1 per-kg impacts that stand for a surplus typed as free text',
        description:
          'Reads the text in any of the five languages. basis tells how the values were chosen: ' +
          "'product' when the text is exactly a product's English or French name; 'term' for the " +
          'mean of the products named after the food term read in it (potato for krompir, ' +
          "Kartoffeln or pommes de terre); 'subgroup' or 'group' for the mean of the food " +
          'subgroup or group the term or a word of the product names belongs to. Means are taken ' +
          'over products_count products, totals and consumption stages apart. Not recognised is ' +
          'a normal answer: found: false with null indicators.',
        security: [],
        querystring: productRecogniseQuery,
        response: { 200: productRecogniseResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const snapshot = await catalogueCache(deps.db).get();
      const index = await productImpactsCache(deps.db).get(snapshot);
      return recogniseProduct(request.query.text, snapshot.vocabulary, index);
    },
  );
};
