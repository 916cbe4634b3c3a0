import type { CodedMessage } from '../../lib/answer-messages';

// The refusals of the offer calls (/me/offers, /me/provider/offers, /offer-link) the module
// raises itself, with their codes. Schema validation failures are 400 without a code.
export const offerMessages = {
  /** 404: no offer with this id that the caller is a party to (or the operator). */
  unknown: { code: 'OFFER_UNKNOWN', message: 'No offer with id {{id}}.' },
  /** 404: the provider is not listed, or does not offer this solution. */
  providerUnknown: {
    code: 'OFFER_PROVIDER_UNKNOWN',
    message: 'No listed provider with id {{id}} offers the solution {{solution}}.',
  },
  /** 404: the saved surplus is not the caller's. */
  surplusUnknown: { code: 'OFFER_SURPLUS_UNKNOWN', message: 'No saved surplus with id {{id}}.' },
  /** 404: the account keeps no provider entry (the provider's inbox). */
  noProvider: {
    code: 'OFFER_NO_PROVIDER',
    message: 'Your account keeps no provider entry: offers reach organisations through theirs.',
  },
  /** 403: the provider takes no offers from this donor any more. */
  blocked: { code: 'OFFER_BLOCKED', message: 'This provider takes no offers from your account.' },
  /** 429: the donor's offers of the last 24 hours. */
  dailyLimit: {
    code: 'OFFER_DAILY_LIMIT',
    message: 'You sent {{limit}} offers in the last 24 hours; please wait before sending more.',
  },
  /** 422: a window that ends before it starts, has passed, is too long or too far ahead. */
  window: {
    code: 'OFFER_WINDOW_INVALID',
    message:
      'The pick-up window must start before it ends, end in the future, span at most ' +
      '{{maxDays}} days and end within {{aheadDays}} days.',
  },
  /** 422: a pick-up time outside the window. */
  timeOutside: {
    code: 'OFFER_TIME_OUTSIDE_WINDOW',
    message: 'The pick-up time must be within the window, {{from}} to {{to}}.',
  },
  /** 422: to people or animals only with the condition questions answered and none failing. */
  conditionsOpen: {
    code: 'OFFER_CONDITIONS_OPEN',
    message:
      'Before food goes to people or animals, answer the condition questions of the surplus ' +
      'step: still open are {{checks}}.',
  },
  /** 422: the surplus may not go to this solution (a safety rule or its state). */
  solutionExcluded: {
    code: 'OFFER_SOLUTION_EXCLUDED',
    message: 'This surplus may not go to {{solution}}: {{reason}}',
  },
  /** 409: the move does not start from the offer's state. */
  wrongState: {
    code: 'OFFER_WRONG_STATE',
    message: 'This offer is {{status}}; it cannot be {{move}} now.',
  },
  /** 404: no standing arrangement with this id that the caller is a party to. */
  arrangementUnknown: {
    code: 'ARRANGEMENT_UNKNOWN',
    message: 'No standing arrangement with id {{id}}.',
  },
  /** 409: an arrangement from an offer not accepted or handed over, or a second one from it. */
  arrangementNotPossible: {
    code: 'ARRANGEMENT_NOT_POSSIBLE',
    message:
      'A weekly pick-up can be arranged once from an accepted or handed-over offer of a ' +
      'recurring surplus; this offer is {{status}}.',
  },
  /** 409: the arrangement has ended already. */
  arrangementEnded: {
    code: 'ARRANGEMENT_ENDED',
    message: 'This standing arrangement has ended already.',
  },
  /** 429: the donor keeps the most active arrangements. */
  arrangementLimit: {
    code: 'ARRANGEMENT_LIMIT',
    message: 'You keep {{limit}} weekly pick-ups; end one before arranging another.',
  },
  /** 404: the e-mailed link is unknown or was used. */
  linkUnknown: {
    code: 'OFFER_LINK_UNKNOWN',
    message: 'This link is not valid (any more). Each link answers an offer once.',
  },
} as const satisfies Record<string, CodedMessage>;
