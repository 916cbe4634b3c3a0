// Reads provider companies in the project's own JSON format (spec part 1 §3 field names), the
// format of the shipped sample providers. Pure, like providers.ts; providers.load.ts writes them.
import { z } from 'zod';
import type { RejectedRow } from '../cli/import-commands';
import { COUNTRY, ProviderFileError, type ParsedProvider, type ParsedProviders } from './providers';

/** Keys additional_company_information is also read under (older files misspell it). */
export const MISSPELLED_INFO_KEYS = [
  'additional_company_informations',
  'additionnal_company_information',
  'aditional_company_information',
] as const;

const nullableText = z.string().nullish();
const providerJson = z.object({
  source_key: z.string().min(1),
  is_sample: z.boolean().default(false),
  solution_ids: z.array(z.string().min(1)).min(1),
  company_name: z.string().min(1),
  business_category: nullableText,
  description: nullableText,
  location: z
    .object({
      address: nullableText,
      city: nullableText,
      postal_code: nullableText,
      postalCode: nullableText,
      country: z.string().regex(COUNTRY).nullish(),
    })
    .nullish(),
  location_geo: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  institution_types: z.array(z.string()).nullish(),
  capacity: z
    .array(
      z.looseObject({
        food_category: z.string(),
        needed: z.enum(['always', 'sometimes', 'rarely']),
        max_kg_per_week: z.number().nonnegative().nullish(),
        note: nullableText,
      }),
    )
    .nullish(),
  logistics: z
    .looseObject({
      pickup: z
        .looseObject({
          available: z.boolean(),
          radius_km: z.number().nonnegative().nullish(),
          frequency: nullableText,
          weekend: z.boolean().nullish(),
        })
        .nullish(),
      delivery: z.looseObject({ accepted: z.boolean() }).nullish(),
    })
    .nullish(),
  company_constraints: z.record(z.string(), z.unknown()).nullish(),
  accepted_food_types: z
    .object({
      food_group: z.array(z.string()).default([]),
      food_subgroup: z.array(z.string()).default([]),
      surplus_name: z.array(z.string()).default([]),
    })
    .nullish(),
  contact_person: nullableText,
  contact: z.object({ email: z.email().nullish(), phone: nullableText }).nullish(),
  additional_company_information: z.record(z.string(), z.unknown()).nullish(),
});
const providerJsonFile = z.object({
  source: z.string().optional(),
  providers: z.array(z.unknown()),
});

/**
 * Reads the project's provider JSON ({ providers: [...] }, spec §3 field names plus source_key and
 * solution_ids). Each invalid provider becomes a rejected row (line = its position, from 1).
 */
export function parseProviderJson(
  json: unknown,
  knownSolutionIds: ReadonlySet<string>,
): ParsedProviders {
  const file = providerJsonFile.safeParse(json);
  if (!file.success) throw new ProviderFileError('not a provider file ({ "providers": [...] })');
  const providers: ParsedProvider[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Set<string>();
  file.data.providers.forEach((raw, i) => {
    const line = i + 1;
    const input = { ...(raw as Record<string, unknown>) };
    if (input.additional_company_information === undefined) {
      const misspelled = MISSPELLED_INFO_KEYS.find((k) => input[k] !== undefined);
      if (misspelled) input.additional_company_information = input[misspelled];
    }
    const parsed = providerJson.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      rejected.push({ line, reason: `${issue.path.join('.') || '(provider)'}: ${issue.message}` });
      return;
    }
    const p = parsed.data;
    const unknown = p.solution_ids.filter((id) => !knownSolutionIds.has(id));
    if (unknown.length > 0) {
      rejected.push({ line, reason: `unknown solution id(s) ${unknown.join(', ')}` });
      return;
    }
    if (seen.has(p.source_key)) {
      rejected.push({ line, reason: `duplicate key ${p.source_key}` });
      return;
    }
    seen.add(p.source_key);
    const [lon, lat] = p.location_geo.coordinates;
    providers.push({
      line,
      solutionIds: [...new Set(p.solution_ids)],
      row: {
        sourceKey: p.source_key,
        dataSource: p.source_key.split(':')[0]!,
        isSample: p.is_sample,
        companyName: p.company_name,
        businessCategory: p.business_category ?? null,
        description: p.description ?? null,
        address: p.location?.address ?? null,
        city: p.location?.city ?? null,
        postalCode: p.location?.postal_code ?? p.location?.postalCode ?? null,
        country: p.location?.country ?? null,
        lat,
        lon,
        institutionTypes: p.institution_types ?? null,
        capacity: p.capacity ?? null,
        logistics: p.logistics ?? null,
        companyConstraints: p.company_constraints ?? null,
        acceptedFoodTypes: p.accepted_food_types ?? null,
        contactPerson: p.contact_person ?? null,
        contact: p.contact ?? null,
        additionalCompanyInformation: p.additional_company_information ?? null,
      },
    });
  });
  return { providers, rejected };
}
