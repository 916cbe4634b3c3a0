// The simplified environmental impact model of a food donation (spec part 2 §4, §9).
// Pure functions, no I/O. Not a certified LCA; see docs/impact-model.md for the formulas,
// a worked example and the limits of the analysis.
import {
  donationsPerPeriod,
  MONTHS_PER_YEAR,
  WEEKS_PER_MONTH,
  WEEKS_PER_YEAR,
  type DonationInput,
} from './amount-per-period';

/**
 * The version of the model below, saved with every report: a change of a constant or a formula
 * gets a new version, so a saved report tells which model made its numbers.
 */
export const IMPACT_MODEL_VERSION = '2026.11-simplified-1';

/** The three indicators of the impact report (spec part 2 §9). */
export const IMPACT_INDICATORS = ['co2', 'water', 'land'] as const;
export type ImpactIndicator = (typeof IMPACT_INDICATORS)[number];
export type IndicatorValues = Record<ImpactIndicator, number>;

/**
 * Units of the indicators (AGRIBALYSE / Environmental Footprint): climate change in kg CO2
 * equivalent, water resource depletion in m3 world equivalent, land use in points (dimensionless).
 */
export const INDICATOR_UNITS: Record<ImpactIndicator, string> = {
  co2: 'kg CO2-eq',
  water: 'm3 world eq',
  land: 'point',
};

/** The periods a report can cover: one donation, an average month, a year. */
export const REPORT_PERIODS = ['once', 'month', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/**
 * Product specification's value (part 2 §9): production substitution rate. Food that is donated
 * and eaten replaces only part of the new food that would otherwise be produced: 3 kg donated
 * replaces about 1 kg of new food.
 */
export const PRODUCTION_SUBSTITUTION_RATE = 0.33;

/**
 * Product specification's value (part 2 §9): donation efficiency, the share of donated food that
 * is actually consumed (the rest is lost along the donation chain).
 */
export const DONATION_EFFICIENCY = 0.78;

/**
 * Product specification's value (part 2 §9): impact per kg of surplus of its treatment as waste,
 * which is avoided when the surplus is donated instead.
 */
export const WASTE_TREATMENT_PER_KG: IndicatorValues = { co2: 0.0554, water: 0.037, land: 0.242 };

/**
 * Product specification's value (part 2 §9): impact of road freight per tonne-km (one tonne
 * carried one km), used for the transport added by the donation.
 */
export const TRANSPORT_PER_TONNE_KM: IndicatorValues = { co2: 1.58, water: 0.163, land: 9.29 };

/**
 * Product specification's value (part 2 §9): the rounded CO2 figure per tonne-km that the help
 * text shows. The calculation uses TRANSPORT_PER_TONNE_KM.co2 (1.58); both readings stand in the
 * spec, so this one is for display only.
 */
export const TRANSPORT_HELP_CO2_PER_TONNE_KM = 1.5;

/**
 * Product specification's value (part 2 §9): impact per kg of toast (AGRIBALYSE), the reference
 * product used when the surplus has no usable product impact data.
 */
export const TOAST_REFERENCE_PER_KG: IndicatorValues = { co2: 1.55, water: 0.383, land: 93.8 };

/**
 * Product specification's values (part 2 §9): impact per kg of everyday products, to compare a
 * result with ("as much CO2 as producing N kg of beef").
 */
export const COMPARISON_PRODUCTS_PER_KG = {
  potato: { co2: 0.29, water: 0.06, land: 8.5 },
  chicken: { co2: 6.9, water: 0.6, land: 55 },
  beef: { co2: 60, water: 1.2, land: 220 },
} as const satisfies Record<string, IndicatorValues>;
export type ComparisonProduct = keyof typeof COMPARISON_PRODUCTS_PER_KG;

/**
 * The status quo (the surplus treated as waste) is the zero point, as spec part 2 §4:
 * net = baseline - production substitution - waste treatment avoided + transport added.
 */
export const BASELINE_IMPACT = 0;

/**
 * Every constant calculateImpactReport uses (with the donation counts' weeks and months), by its
 * exported name: saved with a report beside IMPACT_MODEL_VERSION, so the report shows the values
 * it was made with.
 */
export function impactModelConstants(): Record<string, number | IndicatorValues> {
  return {
    PRODUCTION_SUBSTITUTION_RATE,
    DONATION_EFFICIENCY,
    WASTE_TREATMENT_PER_KG: { ...WASTE_TREATMENT_PER_KG },
    TRANSPORT_PER_TONNE_KM: { ...TRANSPORT_PER_TONNE_KM },
    TOAST_REFERENCE_PER_KG: { ...TOAST_REFERENCE_PER_KG },
    BASELINE_IMPACT,
    WEEKS_PER_MONTH,
    WEEKS_PER_YEAR,
    MONTHS_PER_YEAR,
  };
}

/** As GET /environmental_impacts answers per kg of product (AGRIBALYSE): total and the consumption stage's share. */
export interface ProductImpacts {
  climate_change: { total: number | null; consumption: number | null };
  water_resource_depletion: { total: number | null; consumption: number | null };
  land_use: { total: number | null; consumption: number | null };
}

export interface ImpactReportInput {
  donation: DonationInput;
  productImpacts: ProductImpacts | null;
  /** One trip; null = not calculated (0 added). */
  transport: { distanceKm: number; weightKg: number } | null;
}

export interface IndicatorResult {
  /** Avoided: new food production replaced by the donated food. */
  productionSubstitution: number;
  /** Avoided: treatment of the surplus as waste. */
  wasteTreatmentAvoided: number;
  /** productionSubstitution + wasteTreatmentAvoided. */
  avoided: number;
  /** Additional: road transport of the donations. */
  transport: number;
  /** = transport. */
  additional: number;
  /** BASELINE_IMPACT - productionSubstitution - wasteTreatmentAvoided + transport. */
  net: number;
}

export interface ImpactReport {
  period: ReportPeriod;
  /** donationsPerPeriod(donation, period). */
  donations: number;
  /** amountKg * donations. */
  donatedKg: number;
  perKgSource: 'product' | 'toast-reference';
  indicators: Record<ImpactIndicator, IndicatorResult>;
}

/** The periods a report can be asked for: ['once'] for a one-time surplus, else all three. */
export function availablePeriods(input: DonationInput): ReportPeriod[] {
  return input.frequency.interval === 'once' ? ['once'] : [...REPORT_PERIODS];
}

const PRODUCT_IMPACT_KEYS: Record<ImpactIndicator, keyof ProductImpacts> = {
  co2: 'climate_change',
  water: 'water_resource_depletion',
  land: 'land_use',
};

/**
 * Product impact per kg without its consumption stage (total - consumption, per indicator); a
 * missing or non-finite consumption counts as 0. The toast reference (for all three indicators)
 * when impacts are null or any needed total is missing/not finite.
 */
export function productionImpactPerKg(impacts: ProductImpacts | null): {
  perKg: IndicatorValues;
  source: 'product' | 'toast-reference';
} {
  const toast = { perKg: { ...TOAST_REFERENCE_PER_KG }, source: 'toast-reference' as const };
  if (impacts === null) return toast;
  const perKg: IndicatorValues = { co2: 0, water: 0, land: 0 };
  for (const indicator of IMPACT_INDICATORS) {
    const stage = impacts[PRODUCT_IMPACT_KEYS[indicator]] as
      { total: number | null; consumption: number | null } | null | undefined;
    const total = stage?.total;
    if (typeof total !== 'number' || !Number.isFinite(total)) return toast;
    const consumption = stage?.consumption;
    perKg[indicator] =
      total - (typeof consumption === 'number' && Number.isFinite(consumption) ? consumption : 0);
  }
  return { perKg, source: 'product' };
}

/**
 * The impact report of a donation over one period: avoided (production substitution, waste
 * treatment), additional (transport) and net, per indicator.
 */
export function calculateImpactReport(
  input: ImpactReportInput,
  period: ReportPeriod,
): ImpactReport {
  const donations = donationsPerPeriod(input.donation, period);
  const donatedKg = input.donation.amountKg * donations;
  const { perKg, source } = productionImpactPerKg(input.productImpacts);

  let tonneKm = 0;
  if (input.transport !== null) {
    const { distanceKm, weightKg } = input.transport;
    if (!Number.isFinite(distanceKm) || distanceKm < 0) {
      throw new RangeError(
        `Transport distance must be a finite number of km of 0 or more (got ${distanceKm}).`,
      );
    }
    if (!Number.isFinite(weightKg) || weightKg < 0) {
      throw new RangeError(
        `Transport weight must be a finite number of kg of 0 or more (got ${weightKg}).`,
      );
    }
    // One trip per donation.
    tonneKm = donations * (weightKg / 1000) * distanceKm;
  }

  const consumedSubstitutedKg = donatedKg * DONATION_EFFICIENCY * PRODUCTION_SUBSTITUTION_RATE;
  const result = (indicator: ImpactIndicator): IndicatorResult => {
    const productionSubstitution = consumedSubstitutedKg * perKg[indicator];
    const wasteTreatmentAvoided = donatedKg * WASTE_TREATMENT_PER_KG[indicator];
    const transport = tonneKm * TRANSPORT_PER_TONNE_KM[indicator];
    return {
      productionSubstitution,
      wasteTreatmentAvoided,
      avoided: productionSubstitution + wasteTreatmentAvoided,
      transport,
      additional: transport,
      net: BASELINE_IMPACT - productionSubstitution - wasteTreatmentAvoided + transport,
    };
  };

  return {
    period,
    donations,
    donatedKg,
    perKgSource: source,
    indicators: { co2: result('co2'), water: result('water'), land: result('land') },
  };
}

/** How many kg of a comparison product have the same impact as |value| (value / product's per-kg impact for that indicator). */
export function comparisonKg(
  value: number,
  indicator: ImpactIndicator,
  product: ComparisonProduct,
): number {
  return Math.abs(value) / COMPARISON_PRODUCTS_PER_KG[product][indicator];
}

/**
 * Climate impact of a light commercial van (diesel, up to 3.5 t) per vehicle-km, kg CO2-eq, well to
 * wheel: about 0.25 at the exhaust plus about 0.06 for fuel supply (UK Government GHG Conversion
 * Factors for Company Reporting 2023, 'Vans, average (up to 3.5 tonnes)'). Used only for the
 * report's sensitivity to a dedicated delivery trip, beside the spec's tonne-km rule.
 */
export const DEDICATED_VAN_CO2_PER_KM = 0.31;

/** A provider farther than this (km, one way) is called far in the report and nearer ones offered. */
export const FAR_PROVIDER_KM = 50;

/** How the climate result of one donation depends on the way it is transported. */
export interface ClimateSensitivity {
  /** Avoided climate impact of one donation, kg CO2-eq. */
  avoided: number;
  /** Transport of one donation under the report's tonne-km rule (spec part 2 §4), kg CO2-eq. */
  tonneKmTransport: number;
  /** Net of one donation under the tonne-km rule (negative = saving). */
  tonneKmNet: number;
  /** A van driven there and back for this donation only (2 × distance × DEDICATED_VAN_CO2_PER_KM). */
  dedicatedTripTransport: number;
  /** Net of one donation with that dedicated trip. */
  dedicatedTripNet: number;
  /** One-way distance (km) at which tonne-km transport equals the avoided impact; null without weight. */
  breakEvenKmTonneKm: number | null;
  /** One-way distance (km) at which a dedicated van round trip equals the avoided impact. */
  breakEvenKmDedicatedTrip: number;
}

/**
 * The climate result of one donation under the report's rule and under a dedicated delivery trip,
 * with the break-even distances of both: what a reader needs to judge the transport assumption.
 */
export function climateSensitivity(
  input: ImpactReportInput,
  transport: { distanceKm: number; weightKg: number },
): ClimateSensitivity {
  const once = calculateImpactReport({ ...input, transport }, 'once').indicators.co2;
  const avoided = once.avoided;
  const dedicatedTripTransport = 2 * transport.distanceKm * DEDICATED_VAN_CO2_PER_KM;
  const perKmTonneKm = (transport.weightKg / 1000) * TRANSPORT_PER_TONNE_KM.co2;
  return {
    avoided,
    tonneKmTransport: once.transport,
    tonneKmNet: once.net,
    dedicatedTripTransport,
    dedicatedTripNet: BASELINE_IMPACT - avoided + dedicatedTripTransport,
    breakEvenKmTonneKm: perKmTonneKm > 0 ? avoided / perKmTonneKm : null,
    breakEvenKmDedicatedTrip: avoided / (2 * DEDICATED_VAN_CO2_PER_KM),
  };
}

/** A number rounded to `digits` significant figures (the report shows 2–3, not '-395.8677'). */
export function roundSignificant(value: number, digits = 3): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const factor = 10 ** (digits - 1 - magnitude);
  return Math.round(value * factor) / factor;
}
