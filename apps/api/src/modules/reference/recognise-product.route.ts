import { errorResponse, productRecogniseQuery, productRecogniseResponse } from '@foodhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { catalogueCache } from '../solutions/catalogue-cache';
import { requestLanguage } from '../../lib/content-language';
import { productImpactsCache } from './product-impacts-cache';
import { productNames } from './product-names';
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
          'a normal answer: found: false with null indicators. term_label and product_label ' +
          'name the term and the product in the language of Accept-Language.',
        security: [],
        querystring: productRecogniseQuery,
        response: { 200: productRecogniseResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const snapshot = await catalogueCache(deps.db).get();
      const index = await productImpactsCache(deps.db).get(snapshot);
      const { product_id: id, ...found } = recogniseProduct(
        request.query.text,
        snapshot.vocabulary,
        index,
      );
      reply.header('vary', 'Accept-Language');
      if (!found.found) return found;
      const { namesById } = await productNames(deps.db, deps.productNamesDir);
      const term = found.term === null ? undefined : snapshot.vocabulary.term(found.term);
      return {
        ...found,
        term_label:
          term && language !== 'en' ? (term.names[language]?.[0] ?? term.term) : found.term,
        product_label: id ? (namesById[language].get(id) ?? found.product_name) : null,
      };
    },
  );
};
