import type {
  DatasetProvider,
  ProviderCompaniesQuery,
  ProviderCompaniesResponse,
} from '@foodhub/contracts';
import { listProvidersForSolution, type ProviderSearchRow } from '@foodhub/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { catalogueCache } from '../solutions/catalogue-cache';

// The stored JSON is written by importers of varied sources: read each field by its type, so
// one odd value becomes null instead of failing the whole answer's schema.
type Json = Record<string, unknown>;
const asObject = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const asText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const asBoolean = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const asTexts = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const asScalar = (v: unknown): string | number | boolean | null =>
  typeof v === 'string' || typeof v === 'boolean' ? v : asNumber(v);

/** What the surplus says, for suitability (the query's food_group, surplus_name, kg_per_week). */
export interface SurplusForProviders {
  foodGroups: string[];
  surplusName?: string;
  kgPerWeek?: number;
}

/**
 * A provider is unsuitable when it names the food groups it accepts and none is the surplus's
 * (unless it names the surplus itself), or when even its largest weekly capacity is below the
 * surplus's kg per week. A provider that says nothing is not held against it.
 */
export function isSuitable(provider: DatasetProvider, surplus: SurplusForProviders): boolean {
  const accepted = provider.accepted_food_types;
  const wanted = new Set(surplus.foodGroups.map((g) => g.trim().toLowerCase()).filter(Boolean));
  if (wanted.size > 0 && accepted.food_group.length > 0) {
    const sharesGroup = accepted.food_group.some((g) => wanted.has(g.trim().toLowerCase()));
    const name = surplus.surplusName?.trim().toLowerCase();
    const namesSurplus =
      !!name && accepted.surplus_name.some((n) => n.trim().toLowerCase() === name);
    if (!sharesGroup && !namesSurplus) return false;
  }
  if (surplus.kgPerWeek !== undefined) {
    const limits = provider.capacity
      .map((c) => c.max_kg_per_week)
      .filter((n): n is number => n !== null);
    if (limits.length > 0 && Math.max(...limits) < surplus.kgPerWeek) return false;
  }
  return true;
}

/**
 * A stored provider as spec part 1 §3 'Provider, dataset origin' shows it, with the verified date
 * of an approved entry. The contacts its show_contact does not allow are null (none is hidden
 * without one, as for imported rows).
 */
export function toDatasetProvider(row: ProviderSearchRow): DatasetProvider {
  const logistics = asObject(row.logistics);
  const pickup = asObject(logistics.pickup);
  const constraints = asObject(row.company_constraints);
  const accepted = asObject(row.accepted_food_types);
  const contact = asObject(row.contact);
  const extra = row.additional_company_information;
  const show = asObject(row.show_contact);
  const shown = (key: 'person' | 'email' | 'phone') =>
    row.show_contact === null || show[key] === true;
  return {
    _id: row.id,
    is_sample: row.is_sample,
    suitable: true,
    company_name: row.company_name,
    business_category: row.business_category,
    description: row.description,
    ...(row.distance_m !== null ? { dist: { calculated: Math.round(row.distance_m) } } : {}),
    location: {
      address: row.address,
      city: row.city,
      postal_code: row.postal_code,
      country: row.country,
    },
    location_geo:
      row.lat !== null && row.lon !== null
        ? { type: 'Point', coordinates: [row.lon, row.lat] }
        : null,
    institution_types: asTexts(row.institution_types),
    capacity: (Array.isArray(row.capacity) ? row.capacity : []).map((raw) => {
      const c = asObject(raw);
      return {
        food_category: asText(c.food_category),
        needed: asText(c.needed),
        max_kg_per_week: asNumber(c.max_kg_per_week),
        note: asText(c.note),
      };
    }),
    logistics: {
      pickup: {
        available: asBoolean(pickup.available),
        radius_km: asNumber(pickup.radius_km),
        frequency: asText(pickup.frequency),
        weekend: asBoolean(pickup.weekend),
      },
      delivery: { accepted: asBoolean(asObject(logistics.delivery).accepted) },
    },
    company_constraints: {
      preparation: asScalar(constraints.preparation),
      minimum_quantity_acceptance: asScalar(constraints.minimum_quantity_acceptance),
      frequency: asScalar(constraints.frequency),
      additional_requirements: asScalar(constraints.additional_requirements),
    },
    accepted_food_types: {
      food_group: asTexts(accepted.food_group),
      food_subgroup: asTexts(accepted.food_subgroup),
      surplus_name: asTexts(accepted.surplus_name),
    },
    contact_person: shown('person') ? row.contact_person : null,
    contact: {
      email: shown('email') ? asText(contact.email) : null,
      phone: shown('phone') ? asText(contact.phone) : null,
    },
    additional_company_information: extra && typeof extra === 'object' ? extra : null,
    // JSON writes a timestamptz in the server's format; the contract sends ISO text.
    verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  };
}

/**
 * The command behind GET /provider_companies: the outside service's providers for a vcg.ai
 * solution (empty when it is off or fails, spec part 1 §8), else the catalogue solution's own.
 * The database keeps the first `limit` in the query's order (nearest first, or by name); of
 * those, suitable ones come first, each group in that order. Suitability is judged after the
 * limit, so with only_suitable=true the answer may hold fewer than `limit` providers although
 * the solution has more suitable ones further down the list. `total` counts all the solution's
 * providers, before the limit and before only_suitable; for vcg.ai, the service's whole list
 * (of which the first `limit` are answered).
 */
export async function listProviderCompanies(
  deps: AppDeps,
  query: ProviderCompaniesQuery,
  log: FastifyBaseLogger,
): Promise<ProviderCompaniesResponse> {
  if (query.solution_origin === 'vcg.ai') {
    if (!deps.externalSolutions) return { total: 0, provider_companies: [] };
    try {
      const all = await deps.externalSolutions.providers(query.solution_id);
      return { total: all.length, provider_companies: all.slice(0, query.limit) };
    } catch (err) {
      log.warn({ err }, 'outside solution service failed; answering without its providers');
      return { total: 0, provider_companies: [] };
    }
  }
  const snapshot = await catalogueCache(deps.db).get();
  if (!snapshot.responses.has(query.solution_id)) {
    throw new HttpError(404, `No solution with id ${query.solution_id}.`);
  }
  const { rows, total } = await listProvidersForSolution(deps.db, {
    solutionId: query.solution_id,
    lat: query.lat,
    lon: query.lon,
    limit: query.limit,
  });
  const surplus = {
    foodGroups: query.food_group,
    surplusName: query.surplus_name,
    kgPerWeek: query.kg_per_week,
  };
  const suitable: DatasetProvider[] = [];
  const unsuitable: DatasetProvider[] = [];
  for (const row of rows) {
    const provider = toDatasetProvider(row);
    provider.suitable = isSuitable(provider, surplus);
    (provider.suitable ? suitable : unsuitable).push(provider);
  }
  return {
    total,
    provider_companies: query.only_suitable ? suitable : [...suitable, ...unsuitable],
  };
}
