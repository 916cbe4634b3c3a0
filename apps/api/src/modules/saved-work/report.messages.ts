import type { CodedMessage } from '../../lib/answer-messages';

// The user-facing refusals of POST /me/reports that the module itself raises (422: the body is
// well formed but no report can be made of it; 409: the account keeps the most reports it may),
// with their codes. Schema validation failures (a missing solutionId, a negative distance) are
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
} as const satisfies Record<string, CodedMessage>;
