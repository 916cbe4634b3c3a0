import type { MyImpact, SavedReport, SavedReportSummary } from '@foodhub/contracts';
import {
  availablePeriods,
  calculateImpactReport,
  IMPACT_MODEL_VERSION,
  impactModelConstants,
  type ImpactReportInput,
} from '@foodhub/domain';

const input: ImpactReportInput = {
  donation: {
    amountKg: 20,
    frequency: { times: 2, interval: 'week' },
    seasonal: false,
    monthlyCapacities: [],
  },
  productImpacts: {
    climate_change: { total: 1.2, consumption: 0.1 },
    water_resource_depletion: { total: 0.9, consumption: 0.2 },
    land_use: { total: 70, consumption: 1 },
  },
  transport: { distanceKm: 12.5, weightKg: 25 },
};

/** A saved report of 20 kg bread twice a week to a food bank in Graz, as GET /me/reports/:id answers. */
export const savedBreadReport: SavedReport = {
  id: 'rep-1',
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-03-14T10:00:00.000Z',
  language: 'en',
  header: {
    company_name: 'Bäckerei Sonne',
    company_address: 'Hauptplatz 1, 8010 Graz, Austria',
    surplus_name: 'Bread',
    amount_kg: 20,
    frequency: { times: 2, interval: 'week' },
    seasonal: false,
    active_months: [],
    solution: {
      id: 'food-bank-donation',
      process_name: 'Donation to a food bank',
      category: 'Reuse (human)',
    },
    provider: { name: 'Foodbank Graz', address: 'Lagergasse 2, 8020 Graz' },
    transport: {
      source: 'Hauptplatz 1, Graz',
      destination: 'Lagergasse 2, Graz',
      distance_km: 12.5,
      transport_weight_kg: 25,
      method: 'osrm',
    },
    product: { basis: 'product', name: 'Bread, wholemeal' },
  },
  reports: availablePeriods(input.donation).map((period) => calculateImpactReport(input, period)),
  model: {
    version: IMPACT_MODEL_VERSION,
    constants: impactModelConstants(),
  },
  share_token: null,
  share_show_company: false,
  ended_on: null,
};

/** The report as one line of GET /me/reports. */
export const breadSummary: SavedReportSummary = {
  id: 'rep-1',
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-03-14T10:00:00.000Z',
  share_token: null,
  ended_on: null,
  surplus_name: 'Bread',
  amount_kg: 20,
  frequency: { times: 2, interval: 'week' },
  solution_id: 'food-bank-donation',
  solution_name: 'Donation to a food bank',
  provider_name: 'Foodbank Graz',
  net_co2_once: savedBreadReport.reports[0]!.indicators.co2.net,
};

const totals = (period: string, reports: number, scale: number) => ({
  period,
  reports,
  donations: 2 * scale,
  donated_kg: 20 * scale,
  co2_avoided: 10.5 * scale,
  co2_net: -10.2 * scale,
  water_avoided: 2.5 * scale,
  water_net: -2.4 * scale,
  land_avoided: 540 * scale,
  land_net: -530 * scale,
});

/** GET /me/impact with reports in two months of one year and one of the year before. */
export function impactIn(year: number): MyImpact {
  return {
    months: [
      totals(`${year - 1}-11`, 1, 1),
      totals(`${year}-01`, 1, 2),
      totals(`${year}-02`, 2, 3),
    ],
    years: [totals(`${year - 1}`, 1, 1), totals(`${year}`, 3, 5)],
    total: totals('total', 4, 6),
    handed_over: {
      months: [],
      total: {
        period: 'total',
        offers: 0,
        kg: 0,
        co2_avoided: 0,
        water_avoided: 0,
        land_avoided: 0,
      },
    },
    as_of: `${year}-03-20`,
  };
}
