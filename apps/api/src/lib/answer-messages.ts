// Answers of the API outside a single module, with the stable codes clients translate them by
// (the web client's locales/<lang>/server.json, whose English texts a web test compares with
// these). A message with values names them as {{name}}; the answer sends them as params. No
// imports here, so the web's tests can read this file.

export interface CodedMessage {
  readonly code: string;
  /** English; {{name}} marks a value that the answer sends in params. */
  readonly message: string;
}

export const answerMessages = {
  internalError: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' },
  notAuthenticated: { code: 'NOT_AUTHENTICATED', message: 'Not authenticated. Please log in.' },
  rateLimited: {
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
  },
} as const satisfies Record<string, CodedMessage>;

/** The message with its {{name}} placeholders replaced by the params (values are not rescanned). */
export function fillMessage(message: string, params: Record<string, string> = {}): string {
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
