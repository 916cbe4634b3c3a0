import type { CodedMessage } from '../../lib/answer-messages';

// The refusals of the provider entry calls (PUT/GET/DELETE /me/provider and the operator's
// review under /admin/provider-entries) that the module itself raises, with their codes. Schema
// validation failures (a missing name, a negative capacity) are 400 without a code.
export const providerEntryMessages = {
  /** 404: the account keeps no entry (GET and DELETE /me/provider). */
  none: {
    code: 'PROVIDER_ENTRY_NONE',
    message: 'Your account has no provider entry yet.',
  },
  /** 404: no self-registered entry has this id (the operator's review). */
  unknown: {
    code: 'PROVIDER_ENTRY_UNKNOWN',
    message: 'No provider entry with id {{id}}.',
  },
  /** 422: solution_ids names ids the catalogue does not have. */
  solutionUnknown: {
    code: 'PROVIDER_SOLUTION_UNKNOWN',
    message: 'No solution with id {{ids}} in the catalogue. Choose solutions of GET /solutions.',
  },
  /** 422: location.country is not one of the countries the tool serves. */
  countryUnsupported: {
    code: 'PROVIDER_COUNTRY_UNSUPPORTED',
    message: "The country '{{country}}' is not one the tool serves ({{countries}}).",
  },
  /** 409: only a pending entry, or an approved one with changes to review, can be approved. */
  notPending: {
    code: 'PROVIDER_ENTRY_NOT_PENDING',
    message:
      'Only a pending entry, or an approved one changed since it was verified, can be ' +
      'approved; this one is {{status}}.',
  },
  /** 409: only a pending or approved entry can be rejected. */
  notRejectable: {
    code: 'PROVIDER_ENTRY_NOT_REJECTABLE',
    message: 'Only a pending or approved entry can be rejected; this one is {{status}}.',
  },
} as const satisfies Record<string, CodedMessage>;
