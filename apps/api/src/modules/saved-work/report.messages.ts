import type { CodedMessage } from '../../lib/answer-messages';

// The user-facing refusals of POST /me/reports and PUT /me/reports/{id}/end that the module
// itself raises (422: the body is well formed but no report can be made of it, or the report
// cannot end on that day; 409: the account keeps the most reports it may), with their codes. Schema validation failures (a missing solutionId, a negative distance) are
// 400 without a code.
export const reportMessages = {
  solutionUnknown: {
    code: 'REPORT_SOLUTION_UNKNOWN',
    message: "No solution with id '{{id}}' in the catalogue. Choose a solution of GET /solutions.",
  },
  solutionNotReuse: {
    code: 'REPORT_SOLUTION_NOT_REUSE',
    message: 'The impact report is only made for Reuse (human) solutions',
  },
  amountMissing: {
    code: 'REPORT_AMOUNT_MISSING',
    message: 'The impact report needs an amount above 0 kg (wasteInfo.amount.value).',
  },
  limitReached: {
    code: 'REPORT_LIMIT_REACHED',
    message:
      'This account already keeps {{max}} reports, the most it can keep. This report was not saved.',
  },
  transportWeightTooLow: {
    code: 'REPORT_TRANSPORT_WEIGHT_TOO_LOW',
    message:
      'Total transport weight must be at least {{min}} kg to cover the donated food ' +
      '(transport.transport_weight_kg).',
  },
  endOneTime: {
    code: 'REPORT_END_ONE_TIME',
    message: 'A one-time donation counts once; only a recurring donation can be stopped.',
  },
  endBeforeStart: {
    code: 'REPORT_END_BEFORE_START',
    message: 'The donation cannot stop before the day the report was made ({{start}}).',
  },
  endAfterToday: {
    code: 'REPORT_END_AFTER_TODAY',
    message: 'The donation cannot stop after today ({{today}}).',
  },
} as const satisfies Record<string, CodedMessage>;
