import type { ProviderEntryRow } from '@foodhub/db';
import { FORMULA_START, PROVIDER_FIELDS, type ProviderField } from '../../importers/providers';

// GET /admin/providers/export.csv: the providers as the CSV the importer reads (its field names
// as the header), so that an exported file imports again.

/** Text that opens as a formula gets an apostrophe first (the importer takes it off again). */
function textCell(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A number as it is: a negative coordinate is data, not a formula. */
const numberCell = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** One provider as the importer's fields; lists joined with '; ', which it splits again. */
function cells({ row, solutionIds }: ProviderEntryRow): Record<ProviderField, string> {
  const info = row.additionalCompanyInformation ?? {};
  const text = (value: unknown) => textCell(typeof value === 'string' ? value : null);
  return {
    company_name: textCell(row.companyName),
    business_category: textCell(row.businessCategory),
    description: textCell(row.description),
    address: textCell(row.address),
    city: textCell(row.city),
    postal_code: textCell(row.postalCode),
    country: textCell(row.country),
    lat: numberCell(row.lat),
    lon: numberCell(row.lon),
    email: textCell(row.contact?.email),
    phone: textCell(row.contact?.phone),
    website: text(info.website),
    contact_person: textCell(row.contactPerson),
    institution_types: textCell((row.institutionTypes ?? []).join('; ')),
    solution_ids: textCell(solutionIds.join('; ')),
    opened_year: typeof info.opened_year === 'number' ? numberCell(info.opened_year) : '',
    non_profit: typeof info.non_profit === 'boolean' ? String(info.non_profit) : '',
  };
}

/**
 * The CSV file: UTF-8 with a byte order mark (so that a spreadsheet reads its letters right),
 * a header of the importer's PROVIDER_FIELDS, one line per provider, CRLF line ends.
 */
export function providersCsv(providers: ProviderEntryRow[]): string {
  const lines = [PROVIDER_FIELDS.join(',')];
  for (const provider of providers) {
    const values = cells(provider);
    lines.push(PROVIDER_FIELDS.map((field) => values[field]).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
