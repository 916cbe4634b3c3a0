import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';
import { environmentalImpactsRoute } from './environmental-impacts.route';
import { naceRoutes } from './nace.routes';
import { productsRoutes } from './products.routes';
import { recogniseProductRoute } from './recognise-product.route';

/** NACE codes, food products and their impacts (spec part 1 §7, part 2 §7). */
export const referenceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(naceRoutes, { deps });
  await app.register(productsRoutes, { deps });
  await app.register(environmentalImpactsRoute, { deps });
  await app.register(recogniseProductRoute, { deps });
};
