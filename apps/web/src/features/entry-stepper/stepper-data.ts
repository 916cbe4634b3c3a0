import type {
  ExcludedSolution,
  GeocodeMatch,
  GeocodeNotFoundReason,
  GeocodePrecision,
  GeoPoint,
  MatchFactors,
  Solution,
  SurplusReading,
} from '@foodhub/contracts';
import {
  DEFAULT_FREQUENCY,
  FREQUENCY_INTERVALS,
  MONTHLY_CAPACITY_DEFAULT,
  MONTH_NAMES,
  SURPLUS_STATES,
  type FrequencyInterval,
  type SurplusState,
} from '@foodhub/domain';

/**
 * The data the entry stepper keeps for the user (spec part 1 §3 'Stepper data'): its shape, its
 * defaults, and how a persisted copy is read back.
 */

export interface CompanyLocation {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface NaceSelection {
  code: string;
  description: string | null;
}

/** What the last geocoding understood of the address, for the user to check. */
export type LocatedAs =
  | { found: true; precision: GeocodePrecision; matched: GeocodeMatch }
  | { found: false; reason: GeocodeNotFoundReason | null };

export interface CompanyProfile {
  name: string;
  location: CompanyLocation;
  location_geo: GeoPoint | null;
  /** The composed address last sent to /geocode: geocoding runs again only when it changes. */
  lastGeocodedAddress: string | null;
  /** What that geocoding matched (null before the first one or after the address was erased). */
  locatedAs: LocatedAs | null;
  businessCategory: string;
  naceCodes: NaceSelection[];
  description: string;
}

export interface MonthlyCapacity {
  name: string;
  /** Percent of the amount, 100 = the whole amount (spec part 1 §5). */
  capacity: number;
  active: boolean;
}

export interface WasteInfo {
  foodGroups: string[];
  foodSubgroups: string[];
  surplusName: string;
  /** value null: not entered. The unit is always kg (spec part 1 §9). */
  amount: { value: number | null; unit: 'kg' };
  frequency: { times: number; interval: FrequencyInterval };
  seasonal: boolean;
  monthlyCapacities: MonthlyCapacity[];
  additionalSurplusInfo: string;
  /** The user's word on the state of the surplus; null lets the matching infer it. */
  condition: SurplusState | null;
}

/** The match answer's details, keyed by solutionId(solution). */
export interface SolutionDetails {
  scores: Record<string, number>;
  reasoning: Record<string, string>;
  factors: Record<string, MatchFactors>;
  /** The routes the matching left out, with the rule and reason. */
  excluded: ExcludedSolution[];
  /** How the matching read the surplus (its state, or that it could not read it). */
  surplus: SurplusReading | null;
}

export interface StepperData {
  companyProfile: CompanyProfile;
  wasteInfo: WasteInfo;
  solutions: Solution[];
  selectedSolution: Solution | null;
  solutionDetails: SolutionDetails;
}

export const emptySolutionDetails = (): SolutionDetails => ({
  scores: {},
  reasoning: {},
  factors: {},
  excluded: [],
  surplus: null,
});

/** A fresh stepper: every field empty, frequency 1 time once, 12 inactive months at 100 %. */
export function initialStepperData(): StepperData {
  return {
    companyProfile: {
      name: '',
      location: { address: '', city: '', postalCode: '', country: '' },
      location_geo: null,
      lastGeocodedAddress: null,
      locatedAs: null,
      businessCategory: '',
      naceCodes: [],
      description: '',
    },
    wasteInfo: {
      foodGroups: [],
      foodSubgroups: [],
      surplusName: '',
      amount: { value: null, unit: 'kg' },
      frequency: { ...DEFAULT_FREQUENCY },
      seasonal: false,
      monthlyCapacities: MONTH_NAMES.map((name) => ({
        name,
        capacity: MONTHLY_CAPACITY_DEFAULT,
        active: false,
      })),
      additionalSurplusInfo: '',
      condition: null,
    },
    solutions: [],
    selectedSolution: null,
    solutionDetails: emptySolutionDetails(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const PRECISIONS: readonly GeocodePrecision[] = ['address', 'postal_code', 'city'];
const NOT_FOUND_REASONS: readonly GeocodeNotFoundReason[] = [
  'no_match',
  'postal_code_unknown',
  'postal_code_city_mismatch',
];
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function readLocatedAs(value: unknown): LocatedAs | null {
  if (!isRecord(value)) return null;
  if (value.found === false) {
    return { found: false, reason: NOT_FOUND_REASONS.find((r) => r === value.reason) ?? null };
  }
  const precision = PRECISIONS.find((p) => p === value.precision);
  const matched = isRecord(value.matched) ? value.matched : null;
  if (value.found !== true || !precision || !matched) return null;
  return {
    found: true,
    precision,
    matched: {
      postal_code: textOrNull(matched.postal_code),
      city: textOrNull(matched.city),
      country_code: textOrNull(matched.country_code),
    },
  };
}

/**
 * Reads persisted data field by field over the defaults, so an older or partial copy (another
 * version, hand-written, postal_code instead of postalCode) never breaks the screens.
 */
export function readStepperData(stored: unknown): StepperData {
  const data = initialStepperData();
  if (!isRecord(stored)) return data;
  const company = isRecord(stored.companyProfile) ? stored.companyProfile : {};
  const location = isRecord(company.location) ? company.location : {};
  data.companyProfile = {
    name: text(company.name),
    location: {
      address: text(location.address),
      city: text(location.city),
      postalCode: text(location.postalCode, text(location.postal_code)),
      country: text(location.country),
    },
    location_geo: isRecord(company.location_geo) ? (company.location_geo as GeoPoint) : null,
    lastGeocodedAddress:
      typeof company.lastGeocodedAddress === 'string' ? company.lastGeocodedAddress : null,
    locatedAs: readLocatedAs(company.locatedAs),
    businessCategory: text(company.businessCategory),
    naceCodes: (Array.isArray(company.naceCodes) ? company.naceCodes : []).flatMap((entry) => {
      if (typeof entry === 'string') return [{ code: entry, description: null }];
      if (isRecord(entry) && typeof entry.code === 'string') {
        return [{ code: entry.code, description: text(entry.description) || null }];
      }
      return [];
    }),
    description: text(company.description),
  };

  const waste = isRecord(stored.wasteInfo) ? stored.wasteInfo : {};
  const amount = isRecord(waste.amount) ? waste.amount : {};
  const frequency = isRecord(waste.frequency) ? waste.frequency : {};
  const interval = FREQUENCY_INTERVALS.find((i) => i === frequency.interval);
  const months = Array.isArray(waste.monthlyCapacities) ? waste.monthlyCapacities : [];
  data.wasteInfo = {
    foodGroups: texts(waste.foodGroups),
    foodSubgroups: texts(waste.foodSubgroups),
    surplusName: text(waste.surplusName),
    // Any other unit is read as kg (spec part 1 §5).
    amount: { value: num(amount.value), unit: 'kg' },
    frequency: {
      times: num(frequency.times) ?? DEFAULT_FREQUENCY.times,
      interval: interval ?? DEFAULT_FREQUENCY.interval,
    },
    seasonal: waste.seasonal === true,
    monthlyCapacities: data.wasteInfo.monthlyCapacities.map((month, index) => {
      const saved: unknown = months[index];
      if (!isRecord(saved)) return month;
      return {
        name: month.name,
        capacity: num(saved.capacity) ?? month.capacity,
        active: saved.active === true,
      };
    }),
    additionalSurplusInfo: text(waste.additionalSurplusInfo),
    condition: SURPLUS_STATES.find((state) => state === waste.condition) ?? null,
  };

  data.solutions = Array.isArray(stored.solutions)
    ? (stored.solutions.filter(isRecord) as unknown as Solution[])
    : [];
  data.selectedSolution = isRecord(stored.selectedSolution)
    ? (stored.selectedSolution as unknown as Solution)
    : null;
  const details = isRecord(stored.solutionDetails) ? stored.solutionDetails : {};
  data.solutionDetails = {
    scores: isRecord(details.scores) ? (details.scores as Record<string, number>) : {},
    reasoning: isRecord(details.reasoning) ? (details.reasoning as Record<string, string>) : {},
    factors: isRecord(details.factors) ? (details.factors as Record<string, MatchFactors>) : {},
    excluded: Array.isArray(details.excluded)
      ? (details.excluded.filter(
          (e) => isRecord(e) && typeof e.solution_id === 'string' && typeof e.reason === 'string',
        ) as unknown as ExcludedSolution[])
      : [],
    surplus:
      isRecord(details.surplus) && typeof details.surplus.readable === 'boolean'
        ? (details.surplus as unknown as SurplusReading)
        : null,
  };
  return data;
}
