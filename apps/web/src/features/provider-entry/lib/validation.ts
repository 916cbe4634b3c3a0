import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format-number';
import { providerEntryRules, type RuleIssue } from '../../../lib/providers/entry-rules';
import { toEntryBody, type ProviderEntryFormValues } from './form-values';

/**
 * The form is checked by the contract's rules (lib/providers/entry-rules, held against
 * packages/contracts provider-entries.ts by its test), so it refuses what the server refuses; each
 * problem becomes its kind, which the field shows in the interface language (errorText). Two
 * rules are the form's own: the address must be found on the map, and the place confirmed.
 */

/** A problem as the form keeps it: its kind, and the limit it broke ('tooLong:200'). */
export type FieldError =
  | 'required'
  | 'email'
  | 'number'
  | 'min0'
  | 'solutionsMin'
  | 'locate'
  | 'confirm'
  | 'invalid'
  | `tooLong:${number}`
  | `tooLarge:${number}`
  | `tooMany:${number}`;

/** Fields holding a list of tags or choices: a problem with one item is the field's. */
const LIST_FIELDS = new Set([
  'institution_types',
  'solution_ids',
  'accepted_food_types.food_group',
  'accepted_food_types.food_subgroup',
  'accepted_food_types.surplus_name',
]);

/** The form path of an issue: the contract's path, cut at a tag list ('solution_ids.3'). */
function fieldPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let end = 1; end <= parts.length; end += 1) {
    const prefix = parts.slice(0, end).join('.');
    if (LIST_FIELDS.has(prefix)) return prefix;
  }
  return parts.join('.');
}

function errorOf(issue: RuleIssue): FieldError {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return 'min0';
      if (issue.origin === 'array') return 'solutionsMin';
      return 'required';
    case 'too_big':
      if (issue.origin === 'number') return `tooLarge:${Number(issue.maximum)}`;
      if (issue.origin === 'array') return `tooMany:${Number(issue.maximum)}`;
      return `tooLong:${Number(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'invalid_type':
      return issue.expected === 'number' ? 'number' : 'required';
    default:
      return 'invalid';
  }
}

/**
 * The form's errors by field path ('capacity.0.max_kg_per_week'), first problem of each field;
 * {} when the entry may be saved. The country's name does not matter for the check.
 */
export function validateEntry(values: ProviderEntryFormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const result = providerEntryRules.safeParse(toEntryBody(values, (code) => code));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = fieldPath(issue.path);
      errors[path] ??= errorOf(issue);
    }
  }
  // The place: found on the map for this address, then confirmed by the organisation.
  delete errors.location_geo;
  if (values.location_geo === null) errors.location_geo = 'locate';
  else if (!values.place_confirmed) errors.place_confirmed = 'confirm';
  return errors;
}

/** A kept error in the interface language. */
export function errorText(error: unknown, t: TFunction<'provider-entry'>): string | undefined {
  if (typeof error !== 'string' || error === '') return undefined;
  const [kind, limit] = error.split(':');
  const max = limit ? formatNumber(Number(limit)) : '';
  switch (kind) {
    case 'tooLong':
      return t('errors.tooLong', { max });
    case 'tooLarge':
      return t('errors.tooLarge', { max });
    case 'tooMany':
      return t('errors.tooMany', { max });
    case 'required':
      return t('errors.required');
    case 'email':
      return t('errors.email');
    case 'number':
      return t('errors.number');
    case 'min0':
      return t('errors.min0');
    case 'solutionsMin':
      return t('errors.solutionsMin');
    case 'locate':
      return t('errors.locate');
    case 'confirm':
      return t('errors.confirm');
    default:
      return t('errors.invalid');
  }
}
