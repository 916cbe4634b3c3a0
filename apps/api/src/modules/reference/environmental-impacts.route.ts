import {
  environmentalImpactsQuery,
  environmentalImpactsResponse,
  errorResponse,
} from '@foodhub/contracts';
import { findProductImpacts } from '@foodhub/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps';

export const environmentalImpactsRoute: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { deps },
) => {
  app.get(
    '/environmental_impacts',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getEnvironmentalImpacts',
        summary: 'Per-kg climate, water and land impacts of a product (AGRIBALYSE 3.1)',
        description:
          'Whole life cycle (total) and the consumption stage, from the per-stage table. ' +
          'A product without impact data answers found: false with null indicators.',
        security: [],
        querystring: environmentalImpactsQuery,
        response: { 200: environmentalImpactsResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const productId = request.query.product_id;
      const impacts = await findProductImpacts(deps.db, productId);
      if (!impacts) {
        return {
          found: false,
          product_id: productId,
          climate_change: null,
          water_resource_depletion: null,
          land_use: null,
        };
      }
      return {
        found: true,
        product_id: productId,
        climate_change: {
          total: impacts.climateChangeTotal,
          consumption: impacts.climateChangeConsumption,
          unit: 'kg CO2-eq' as const,
        },
        // AGRIBALYSE's water use (scarcity) indicator is what spec part 2 calls water resource depletion.
        water_resource_depletion: {
          total: impacts.waterUseTotal,
          consumption: impacts.waterUseConsumption,
          unit: 'm3 world eq' as const,
        },
        land_use: {
          total: impacts.landUseTotal,
          consumption: impacts.landUseConsumption,
          unit: 'point' as const,
        },
      };
    },
  );
};
