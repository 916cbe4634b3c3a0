import type {
  createReportBody,
  ReportHeader,
  ReportLanguage,
  SavedReport,
  SavedReportSummary,
} from '@foodhub/contracts';
import { countReports, providerForReport, saveReport, type SavedReportRow } from '@foodhub/db';
import {
  activeMonths,
  availablePeriods,
  calculateImpactReport,
  distanceKm,
  donationFromSurplus,
  IMPACT_MODEL_VERSION,
  impactModelConstants,
  type ImpactReport,
  type SolutionCategory,
} from '@foodhub/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { codedError, HttpError } from '../../plugins/errors';
import { catalogueCache } from '../solutions/catalogue-cache';
import { calculateTransport, locate } from '../transport/calculate-transport';
import { rollStaleReports } from './impact-rollup';
import { inputKey } from './input-key';
import { postalPlace } from './report-place';
import { reportMessages } from './report.messages';
import { reportProduct } from './report-product';

/** The body of POST /me/reports as validated (defaults filled in). */
export type ReportInputs = z.output<typeof createReportBody>;

/** The only category the impact model is made for: the food is eaten by people. */
const REPORT_CATEGORY: SolutionCategory = 'Reuse (human)';

/** 'Hauptplatz 1, 8010 Graz, Austria': the parts given, blank ones left out; null when none. */
export function companyAddress(profile: ReportInputs['companyProfile']): string | null {
  const location = profile?.location;
  const postalCode = location?.postalCode?.trim() || location?.postal_code;
  const place = [postalCode, location?.city].map((part) => part?.trim() ?? '').filter(Boolean);
  const parts = [location?.address?.trim() ?? '', place.join(' '), location?.country?.trim() ?? ''];
  return parts.filter(Boolean).join(', ') || null;
}

/** The transport of a report as the server routed it: the header's part. */
type ReportTransport = NonNullable<ReportHeader['transport']>;

/** A weight in kg as a message shows it: grams at most, no trailing zeros. */
function formatKg(kg: number): string {
  return String(Math.round(kg * 1000) / 1000);
}

type RoutePoint = NonNullable<NonNullable<ReportInputs['transport']>['source_point']>;

/**
 * How far a point the caller gives for the provider's address may lie from where the server finds
 * that address: a street is a few km from its postal-code or town centre; a made-up point farther
 * away is not taken.
 */
export const REPORT_POINT_TOLERANCE_KM = 25;

/**
 * The point a report's trip ends at: the catalogue provider's stored point when the provider has
 * one (what the provider list measured to), else the caller's point when it lies near where the
 * destination text is found, else the found place. A text not found is a 400, as for
 * POST /transport/calculate.
 */
async function destinationPoint(
  deps: AppDeps,
  transport: NonNullable<ReportInputs['transport']>,
  providerPoint: RoutePoint | undefined,
): Promise<RoutePoint | undefined> {
  if (providerPoint) return providerPoint;
  const found = await locate(deps, transport.destination);
  const given = transport.destination_point;
  if (given && distanceKm(found, given) <= REPORT_POINT_TOLERANCE_KM) return given;
  return { lat: found.lat, lon: found.lon, precision: found.precision };
}

/**
 * The report's transport, routed by the server as POST /transport/calculate routes it: the
 * distance and method are the server's, never the caller's. It starts at the caller's point for
 * the company (the user's own location, as its address is) and ends at destinationPoint. The
 * weight must carry one donation at least (spec part 2, 'Transport & Emissions step'); 422
 * REPORT_TRANSPORT_WEIGHT_TOO_LOW else. A place not found answers 400, a trip no road joins 422,
 * with the transport route's codes.
 */
async function reportTransport(
  deps: AppDeps,
  transport: NonNullable<ReportInputs['transport']>,
  amountKg: number,
  providerPoint: RoutePoint | undefined,
): Promise<ReportTransport> {
  const weightKg = transport.transport_weight_kg;
  if (!(weightKg > 0) || weightKg < amountKg) {
    throw codedError(422, reportMessages.transportWeightTooLow, { min: formatKg(amountKg) });
  }
  const destination = await destinationPoint(deps, transport, providerPoint);
  const routed = await calculateTransport(deps, {
    source: transport.source,
    destination: transport.destination,
    ...(transport.source_point ? { source_point: transport.source_point } : {}),
    ...(destination ? { destination_point: destination } : {}),
    transport_mode: 'road',
    weight_tons: weightKg / 1000,
  });
  return {
    source: transport.source,
    destination: transport.destination,
    distance_km: routed.distance_km,
    transport_weight_kg: routed.transport_weight_kg,
    method: routed.route_geojson.properties.method,
  };
}

/** The solution the report is for, from the catalogue POST /solutions/match uses. */
async function reportSolution(deps: AppDeps, id: string): Promise<ReportHeader['solution']> {
  const snapshot = await catalogueCache(deps.db).get();
  const solution = snapshot.responses.get(id);
  if (!solution) throw codedError(422, reportMessages.solutionUnknown, { id });
  if (solution.solution_category !== REPORT_CATEGORY) {
    throw codedError(422, reportMessages.solutionNotReuse);
  }
  return { id, process_name: solution.process_name, category: solution.solution_category };
}

/**
 * The provider as the document names it: whether it is a fictional sample is read from the
 * catalogue by its id, never taken from the caller; one without a catalogue id is not a sample.
 */
async function reportProvider(
  deps: AppDeps,
  provider: ReportInputs['provider'],
): Promise<{ header: ReportHeader['provider']; point: RoutePoint | undefined }> {
  if (!provider) return { header: null, point: undefined };
  const found = provider.id ? await providerForReport(deps.db, provider.id) : undefined;
  const point =
    found && found.lat !== null && found.lon !== null
      ? { lat: found.lat, lon: found.lon, precision: 'address' as const }
      : undefined;
  return {
    header: {
      name: provider.name,
      address: provider.address || null,
      sample: found?.isSample === true,
    },
    point,
  };
}

/**
 * The document of the inputs: the header, every period the surplus allows calculated by the
 * impact model with the per-kg impacts the server looks up itself, and the model's version and
 * constants. Refuses (422) an unknown or non-Reuse (human) solution and a surplus without amount.
 */
export async function makeReport(
  deps: AppDeps,
  inputs: ReportInputs,
): Promise<Pick<SavedReport, 'header' | 'reports' | 'model'>> {
  const solution = await reportSolution(deps, inputs.solutionId);
  const donation = donationFromSurplus(inputs.wasteInfo);
  if (!donation) throw codedError(422, reportMessages.amountMissing);
  const surplusName = inputs.wasteInfo?.surplusName?.trim() ?? '';
  const { impacts, product } = await reportProduct(deps, surplusName);
  const provider = await reportProvider(deps, inputs.provider);
  const transport = inputs.transport
    ? await reportTransport(deps, inputs.transport, donation.amountKg, provider.point)
    : null;

  let reports: ImpactReport[];
  try {
    reports = availablePeriods(donation).map((period) =>
      calculateImpactReport(
        {
          donation,
          productImpacts: impacts,
          transport: transport && {
            distanceKm: transport.distance_km,
            weightKg: transport.transport_weight_kg,
          },
        },
        period,
      ),
    );
  } catch (error) {
    // The model's own checks of its inputs (the contract's limits leave little for them).
    if (error instanceof RangeError) throw new HttpError(422, error.message);
    throw error;
  }

  return {
    header: {
      company_name: inputs.companyProfile?.name?.trim() || null,
      company_address: companyAddress(inputs.companyProfile),
      surplus_name: surplusName,
      amount_kg: donation.amountKg,
      frequency: donation.frequency,
      seasonal: donation.seasonal,
      active_months: activeMonths(donation).map((month) => month.name),
      solution,
      provider: provider.header,
      transport,
      product,
    },
    reports,
    model: { version: IMPACT_MODEL_VERSION, constants: impactModelConstants() },
  };
}

/** A saved report as the API answers it. */
export function toSavedReport(row: SavedReportRow): SavedReport {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    language: row.language as ReportLanguage,
    header: row.header as ReportHeader,
    reports: row.reports as unknown as SavedReport['reports'],
    model: row.model as SavedReport['model'],
    share_token: row.shareToken,
    share_show_company: row.shareShowCompany,
    ended_on: row.endedOn,
  };
}

/**
 * Saves the report of the inputs for the user: the same inputs (the language aside) saved again
 * update their report, which keeps its id. Refuses (409) new inputs once the account keeps
 * SAVED_REPORTS_MAX reports.
 */
export async function createReport(
  deps: AppDeps,
  userId: string,
  inputs: ReportInputs,
): Promise<SavedReport> {
  const { header, reports, model } = await makeReport(deps, inputs);
  const { language, ...withoutLanguage } = inputs;
  // The trip keyed as it is stored (the server's distance and method, without the points), so
  // the same trip saved again, by any client, updates its report.
  const trip = withoutLanguage.transport == null ? withoutLanguage.transport : header.transport;
  const key = inputKey({ ...withoutLanguage, transport: trip });
  const max = deps.config.savedReportsMax;
  const kept = await countReports(deps.db, userId, key);
  if (kept.total >= max && !kept.sameInputs) {
    throw codedError(409, reportMessages.limitReached, { max: String(max) });
  }
  const row = await saveReport(deps.db, {
    userId,
    inputKey: key,
    language,
    header: header as unknown as Record<string, unknown>,
    reports: reports as unknown as Record<string, unknown>[],
    model,
  });
  // What it counts, into the figures and My impact now (a read would do it too, later).
  await rollStaleReports(deps.db, new Date(), userId);
  return toSavedReport(row);
}

/** A saved report as 'My reports' lists it. */
export function reportSummary(row: SavedReportRow): SavedReportSummary {
  const { header, reports } = toSavedReport(row);
  const once = reports.find((report) => report.period === 'once');
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    share_token: row.shareToken,
    ended_on: row.endedOn,
    surplus_name: header.surplus_name,
    amount_kg: header.amount_kg,
    frequency: header.frequency,
    solution_id: header.solution.id,
    solution_name: header.solution.process_name,
    provider_name: header.provider?.name ?? null,
    net_co2_once: once?.indicators.co2.net ?? 0,
  };
}

/**
 * A report as its share link shows it: the company's name and address only when the owner chose
 * to show them (else the route starts at the postal area and town, not at the company's street),
 * and never the token itself.
 */
export function sharedReport(row: SavedReportRow): SavedReport {
  const report = toSavedReport(row);
  if (row.shareShowCompany) return { ...report, share_token: null };
  const { transport } = report.header;
  const header = {
    ...report.header,
    company_name: null,
    company_address: null,
    transport: transport && { ...transport, source: postalPlace(transport.source) },
  };
  return { ...report, header, share_token: null };
}
