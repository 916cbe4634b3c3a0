import { amountPerPeriod, donationFromSurplus } from '@foodhub/domain';
import { z } from 'zod';
import { companyProfileInput, wasteInfoInput } from './match-request';
import { routeMethod, routePoint } from './transport';

const isoDate = z.string();
const shortText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** The languages a report document is written in (the interface languages). */
export const REPORT_LANGUAGES = ['en', 'de', 'sl', 'it', 'fr'] as const;
export const reportLanguage = z.enum(REPORT_LANGUAGES, {
  error: `language must be one of ${REPORT_LANGUAGES.join(', ')}`,
});
export type ReportLanguage = z.infer<typeof reportLanguage>;

/** Longest road distance and heaviest load a saved report accepts (km, kg). */
export const REPORT_DISTANCE_MAX_KM = 5000;
export const REPORT_WEIGHT_MAX_KG = 100_000;
/**
 * The most one donation of a report weighs (kg): one load, as the transport step takes it (at
 * most 100 t, POST /transport/calculate). The surplus entry itself allows more (AMOUNT_MAX_KG).
 */
export const REPORT_AMOUNT_MAX_KG = REPORT_WEIGHT_MAX_KG;
/**
 * The most one report counts in a year (kg): 10,000 t, about 27 t every day from one donor to
 * one provider. Far above real donations; it keeps one report from outweighing the programme's
 * figures with numbers no donation has.
 */
export const REPORT_YEAR_MAX_KG = 10_000_000;

const thousands = (kg: number) => Math.round(kg).toLocaleString('en');

/**
 * The surplus of a report: the match request's entry (its limits), with one donation at most
 * REPORT_AMOUNT_MAX_KG and at most REPORT_YEAR_MAX_KG a year (amount × donations a year).
 */
const reportWasteInfo = wasteInfoInput.superRefine((info, ctx) => {
  const donation = donationFromSurplus(info);
  if (!donation) return;
  if (donation.amountKg > REPORT_AMOUNT_MAX_KG) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount', 'value'],
      message: `One donation of a report is at most ${thousands(REPORT_AMOUNT_MAX_KG)} kg`,
    });
    return;
  }
  if (donation.frequency.interval === 'once') return;
  let perYear: number;
  try {
    perYear = amountPerPeriod(donation, 'year');
  } catch {
    // Inputs the impact model refuses are answered by it, with its own message.
    return;
  }
  if (perYear > REPORT_YEAR_MAX_KG) {
    ctx.addIssue({
      code: 'custom',
      path: ['frequency', 'times'],
      message:
        `A report counts at most ${thousands(REPORT_YEAR_MAX_KG)} kg a year; ` +
        `${thousands(perYear)} kg a year (the amount × how often) is too much`,
    });
  }
});

/** Longest address text of a transport end, as POST /transport/calculate takes it. */
const TRANSPORT_PLACE_MAX = 300;

/**
 * POST /me/reports: what the user analysed. The server reads the product's impacts for the
 * surplus name itself and calculates every period with the impact model (spec part 2); the
 * numbers are never taken from the caller.
 */
export const createReportBody = z.object({
  /** The interface language at creation: the document's default language. */
  language: reportLanguage.default('en'),
  /** Step 1 as entered (only name and location are shown on the document). */
  companyProfile: companyProfileInput,
  /**
   * Step 2 as entered: surplus name, amount, frequency, season. An amount above 0 is needed, one
   * donation at most REPORT_AMOUNT_MAX_KG and at most REPORT_YEAR_MAX_KG a year.
   */
  wasteInfo: reportWasteInfo,
  /** The analysed solution: an id of the catalogue, of category Reuse (human). */
  solutionId: z.string().trim().min(1, 'solutionId is required').max(200),
  provider: z
    .object({
      name: shortText(300).min(1, 'provider.name is required'),
      address: shortText(500).nullish(),
      /**
       * The provider's id in the catalogue (GET /provider_companies), when it has one: the
       * server reads from it whether the provider is a fictional sample, never from the caller.
       */
      id: shortText(200).nullish(),
    })
    .nullish(),
  /**
   * The transport step's trip: its two ends (address texts, with the points the transport
   * calculation was given, if any) and the weight carried. The server routes it again as POST
   * /transport/calculate does and stores its own distance and method; distance_km and method,
   * which older clients send, are read and ignored. The weight must carry one donation at least.
   * null when no transport was calculated (no transport is added).
   */
  transport: z
    .object({
      source: shortText(TRANSPORT_PLACE_MAX).min(1, 'transport.source is required'),
      destination: shortText(TRANSPORT_PLACE_MAX).min(1, 'transport.destination is required'),
      source_point: routePoint('transport.source_point').optional(),
      destination_point: routePoint('transport.destination_point').optional(),
      transport_weight_kg: z.number().min(0).max(REPORT_WEIGHT_MAX_KG),
      /** Ignored: the server's distance is stored. */
      distance_km: z.number().min(0).max(REPORT_DISTANCE_MAX_KM).optional(),
      /** Ignored: the server's method is stored. */
      method: routeMethod.nullish(),
    })
    .nullish(),
});
export type CreateReportBody = z.input<typeof createReportBody>;

const indicatorResult = z.object({
  productionSubstitution: z.number(),
  wasteTreatmentAvoided: z.number(),
  avoided: z.number(),
  transport: z.number(),
  additional: z.number(),
  net: z.number(),
});

/** One period of the report, as the impact model calculates it (domain ImpactReport). */
export const savedImpactReport = z.object({
  period: z.enum(['once', 'month', 'year']),
  donations: z.number(),
  donatedKg: z.number(),
  perKgSource: z.enum(['product', 'toast-reference']),
  indicators: z.object({ co2: indicatorResult, water: indicatorResult, land: indicatorResult }),
});

/** What the document's header shows: who, what, how much, how often, to whom, how far, when. */
export const reportHeader = z.object({
  company_name: z.string().nullable(),
  company_address: z.string().nullable(),
  surplus_name: z.string(),
  amount_kg: z.number(),
  frequency: z.object({
    times: z.number(),
    interval: z.enum(['once', 'week', 'month', 'year']),
  }),
  seasonal: z.boolean(),
  /** Names of the active months of a seasonal surplus. */
  active_months: z.array(z.string()),
  solution: z.object({ id: z.string(), process_name: z.string(), category: z.string() }),
  provider: z
    .object({
      name: z.string(),
      address: z.string().nullable(),
      /** A fictional sample provider of the shipped data (the document says so); absent before. */
      sample: z.boolean().optional(),
    })
    .nullable(),
  transport: z
    .object({
      source: z.string(),
      destination: z.string(),
      distance_km: z.number(),
      transport_weight_kg: z.number(),
      method: routeMethod.nullable(),
    })
    .nullable(),
  /** Which per-kg production impacts were used: the product's, a recognised food's, or toast's. */
  product: z.object({
    basis: z.enum(['product', 'recognised', 'toast-reference']),
    name: z.string().nullable(),
  }),
});
export type ReportHeader = z.infer<typeof reportHeader>;

/** The impact model's version and every constant it used, as stored with the report. */
export const reportModel = z.object({
  version: z.string(),
  constants: z.record(z.string(), z.union([z.number(), z.record(z.string(), z.number())])),
});

export const savedReport = z.object({
  id: z.string(),
  created_at: isoDate,
  /** When the same inputs were last saved (saving them again keeps one report). */
  updated_at: isoDate,
  language: reportLanguage,
  header: reportHeader,
  /** Every period the surplus allows: ['once'] for a one-time surplus, else once, month, year. */
  reports: z.array(savedImpactReport),
  model: reportModel,
  /** The read-only share link's token, when the user made one. */
  share_token: z.string().nullable(),
  /** Whether the share link shows the company's name and address; false while not shared. */
  share_show_company: z.boolean(),
  /**
   * The day the user stopped this recurring donation ('YYYY-MM-DD'), null while it runs: My
   * impact and the operator's figures count its months up to this day.
   */
  ended_on: z.string().nullable(),
});
export type SavedReport = z.infer<typeof savedReport>;

/** One line of 'My reports'. */
export const savedReportSummary = savedReport
  .pick({ id: true, created_at: true, updated_at: true, share_token: true, ended_on: true })
  .extend({
    surplus_name: z.string(),
    amount_kg: z.number(),
    frequency: reportHeader.shape.frequency,
    /** The solution's catalogue id: screens show its name in the viewer's language. */
    solution_id: z.string(),
    /** The name stored with the report (the catalogue's), for a solution no longer listed. */
    solution_name: z.string(),
    provider_name: z.string().nullable(),
    /** Net climate result of one donation (kg CO2-eq; negative = avoided). */
    net_co2_once: z.number(),
  });
export type SavedReportSummary = z.infer<typeof savedReportSummary>;

export const savedReportList = z.object({ reports: z.array(savedReportSummary) });

export const reportPdfQuery = z.object({ lang: reportLanguage.optional() });

/** One month or year of 'My impact'. */
export const impactTotals = z.object({
  /** '2026-11' for a month, '2026' for a year. */
  period: z.string(),
  /** Reports that count in the period (a recurring one in each month it runs). */
  reports: z.number().int(),
  /** Donations in the period (an average month of a recurring surplus may hold a fraction). */
  donations: z.number(),
  donated_kg: z.number(),
  co2_avoided: z.number(),
  co2_net: z.number(),
  water_avoided: z.number(),
  water_net: z.number(),
  land_avoided: z.number(),
  land_net: z.number(),
});
export type ImpactTotals = z.infer<typeof impactTotals>;

/** A period without reports: every figure 0. */
export const emptyImpactTotals = (period: string): ImpactTotals => ({
  period,
  reports: 0,
  donations: 0,
  donated_kg: 0,
  co2_avoided: 0,
  co2_net: 0,
  water_avoided: 0,
  water_net: 0,
  land_avoided: 0,
  land_net: 0,
});

/**
 * GET /me/impact: the saved reports summed over time, up to today (as_of). A one-time surplus
 * counts its donation once, in the month the report was made. A recurring one counts its average
 * month (the report's 'month' period) in every month from the day the report was made to today,
 * or to the day the user stopped it (ended_on), both days included; a month it runs only part of
 * counts the share of its days (the current month up to today). A seasonal one counts only in its
 * active months, each with an equal share of its year. Days and months are UTC calendar ones.
 */
/** Offers handed over in a month ('2026-11') or in all ('total'), apart from the reports. */
export const handedOverTotals = z.object({
  period: z.string(),
  offers: z.number().int(),
  /** Kilograms the donor confirmed as handed over. */
  kg: z.number(),
  /** Avoided by the reports' impact model, for routes to people (0 for other routes). */
  co2_avoided: z.number(),
  water_avoided: z.number(),
  land_avoided: z.number(),
});
export type HandedOverTotals = z.infer<typeof handedOverTotals>;

export const myImpact = z.object({
  months: z.array(impactTotals),
  years: z.array(impactTotals),
  total: impactTotals,
  /**
   * What the account's offers actually handed over (POST /me/offers/{id}/handover), per month
   * of the handover: apart from the reports above, which count what was analysed.
   */
  handed_over: z.object({ months: z.array(handedOverTotals), total: handedOverTotals }),
  /** The day the totals run to (today, UTC, 'YYYY-MM-DD'). */
  as_of: z.string(),
});
export type MyImpact = z.infer<typeof myImpact>;

/**
 * POST /me/reports/{id}/share: whether the shared view shows the company name and address; sent
 * again for a shared report, it changes the choice for the same link.
 */
export const shareReportBody = z.object({ show_company: z.boolean().default(false) });

/**
 * PUT /me/reports/{id}/end: 'we stopped this donation' on a recurring report, on a day
 * ('YYYY-MM-DD', not before the report's day, not after today); null runs it again.
 */
export const endReportBody = z.object({
  ended_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'ended_on must be a date YYYY-MM-DD')
    // A day of the calendar: '2026-02-30' is refused, not read as 2 March.
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
    }, 'ended_on must be a day of the calendar')
    .nullable(),
});
export type EndReportBody = z.infer<typeof endReportBody>;
export const shareReportResponse = z.object({ share_token: z.string(), show_company: z.boolean() });
export type ShareReportResponse = z.infer<typeof shareReportResponse>;
export const sharedReportParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a share link'),
});
