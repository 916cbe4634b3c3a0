import type { CodedMessage } from '../../lib/answer-messages';

// The refusals of the operator console's provider catalogue (/admin/providers) that the module
// itself raises, with their codes. An unsupported country and unknown solution ids are the
// entries' own refusals (provider-entries.messages.ts); schema validation failures are 400
// without a code.
export const adminProviderMessages = {
  /** 404: no provider has this id. */
  unknown: {
    code: 'PROVIDER_UNKNOWN',
    message: 'No provider with id {{id}}.',
  },
  /** 422: location_geo null for an organisation's own entry, which users find on the map. */
  coordinatesRequired: {
    code: 'PROVIDER_COORDINATES_REQUIRED',
    message: 'An organisation’s own entry keeps its coordinates: location_geo is required.',
  },
  /** 400: the content is not the format at all (the importer's own words). */
  importUnreadable: {
    code: 'PROVIDER_IMPORT_UNREADABLE',
    message: '{{reason}}',
  },
  /** 400: defaults names a column the importer does not know. */
  importDefaultUnknown: {
    code: 'PROVIDER_IMPORT_DEFAULT_UNKNOWN',
    message: 'defaults: {{field}} is not a provider field ({{fields}}).',
  },
} as const satisfies Record<string, CodedMessage>;
