import type { AdminProviderDetail, AdminProviderRow, adminProviderEdit } from '@foodhub/contracts';
import {
  deleteSampleProviders,
  findProviderForAdmin,
  insertAuditEntries,
  SELF_REGISTERED_SOURCE,
  updateProviderEntry,
  upsertReferenceDataset,
  type Db,
  type ProviderCompanyRow,
  type ProviderEntryColumns,
  type ProviderEntryRow,
} from '@foodhub/db';
import type { z } from 'zod';
import { codedError } from '../../plugins/errors';
import {
  SAMPLE_PROVIDERS_DATASET,
  SAMPLES_REMOVED_SOURCE,
  sampleProvidersRemoved,
} from '../../importers/providers.load';
import {
  catalogueSolutionIds,
  servedCountryCode,
} from '../provider-entries/provider-entries.commands';
import { changedFields, placeColumns } from '../provider-entries/provider-entry';
import { adminProviderMessages as messages } from './admin-providers.messages';

// The operator's view of any provider (sample, imported or an organisation's own entry) and the
// operator's corrections of it, mapped from the provider_companies row.

export type AdminProviderEditValues = z.output<typeof adminProviderEdit>;
type EditFields = AdminProviderDetail['edit'];

/** An organisation's own entry: its owner is set, or its source says so. */
const isSelfRegistered = (row: ProviderCompanyRow) =>
  row.ownerUserId !== null || row.dataSource === SELF_REGISTERED_SOURCE;

export function toAdminProviderRow({ row, solutionIds }: ProviderEntryRow): AdminProviderRow {
  return {
    id: row.id,
    source_key: row.sourceKey,
    data_source: row.dataSource,
    // Stored by PostgreSQL from the source, owner and sample columns (migration 0015).
    origin: row.origin,
    status: row.status,
    company_name: row.companyName,
    business_category: row.businessCategory,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    lat: row.lat,
    lon: row.lon,
    solution_ids: solutionIds,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields PUT /admin/providers/{id} writes, as they are stored now. */
function editFieldsOf({ row, solutionIds }: ProviderEntryRow): EditFields {
  const website = row.additionalCompanyInformation?.website;
  return {
    company_name: row.companyName,
    business_category: row.businessCategory,
    description: row.description,
    location: {
      address: row.address,
      city: row.city,
      postal_code: row.postalCode,
      country: row.country,
    },
    location_geo:
      row.lat === null || row.lon === null
        ? null
        : { type: 'Point', coordinates: [row.lon, row.lat] },
    contact_person: row.contactPerson,
    contact: { email: row.contact?.email ?? null, phone: row.contact?.phone ?? null },
    website: typeof website === 'string' ? website : null,
    solution_ids: solutionIds,
  };
}

export function toAdminProviderDetail(provider: ProviderEntryRow): AdminProviderDetail {
  return { ...toAdminProviderRow(provider), edit: editFieldsOf(provider) };
}

/**
 * The edit's columns. The website lives in additional_company_information beside what an import
 * keeps there (opening year, non-profit), which stays; an empty contact is null, as imports
 * write it.
 */
function editColumns(values: EditFields, row: ProviderCompanyRow): Partial<ProviderEntryColumns> {
  const { website: _website, ...info } = row.additionalCompanyInformation ?? {};
  if (values.website) info.website = values.website;
  const { email, phone } = values.contact;
  return {
    ...placeColumns(values),
    contactPerson: values.contact_person,
    contact: email || phone ? { email, phone } : null,
    additionalCompanyInformation: Object.keys(info).length > 0 ? info : null,
  };
}

export const unknownProvider = (id: string) => codedError(404, messages.unknown, { id });

/**
 * PUT /admin/providers/{id}: writes the fields and replaces the solution links, in one
 * transaction with a 'provider.admin-edit' audit entry naming the fields changed; nothing is
 * written when nothing changed. The status and verified date stay; an organisation's own entry
 * is edited alike (its owner sees the change) but keeps its coordinates. The country is stored
 * as its ISO code and the solutions must be the catalogue's, as for an entry (422).
 */
export async function editProvider(
  db: Db,
  adminId: string,
  id: string,
  input: AdminProviderEditValues,
): Promise<ProviderEntryRow> {
  return db.transaction(async (tx) => {
    const current = await findProviderForAdmin(tx, id, { lock: true });
    if (!current) throw unknownProvider(id);
    const country = servedCountryCode(input.location.country);
    const solutionIds = await catalogueSolutionIds(tx, input.solution_ids);
    if (input.location_geo === null && isSelfRegistered(current.row)) {
      throw codedError(422, messages.coordinatesRequired);
    }
    const values: EditFields = {
      ...input,
      location: { ...input.location, country },
      solution_ids: solutionIds,
    };
    const fields = changedFields(editFieldsOf(current), values);
    if (fields.length === 0) return current;
    const saved = await updateProviderEntry(
      tx,
      id,
      { ...editColumns(values, current.row), updatedAt: new Date() },
      solutionIds,
    );
    await insertAuditEntries(tx, [
      {
        actorUserId: adminId,
        action: 'provider.admin-edit',
        targetType: 'provider',
        targetId: id,
        details: { fields },
      },
    ]);
    return saved;
  });
}

/**
 * DELETE /admin/providers/samples: deletes every sample provider (their links cascade) and
 * records in reference_datasets that they were removed on purpose, so that no start-up seeds
 * them again (decision 36); one 'provider.remove-samples' audit entry. Nothing is written when
 * there is nothing to remove and the removal is recorded already.
 */
export async function removeSampleProviders(db: Db, adminId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await deleteSampleProviders(tx);
    if (count === 0 && (await sampleProvidersRemoved(tx))) return 0;
    await upsertReferenceDataset(
      tx,
      { name: SAMPLE_PROVIDERS_DATASET, source: SAMPLES_REMOVED_SOURCE },
      0,
    );
    await insertAuditEntries(tx, [
      {
        actorUserId: adminId,
        action: 'provider.remove-samples',
        targetType: 'provider',
        targetId: null,
        details: { count },
      },
    ]);
    return count;
  });
}
