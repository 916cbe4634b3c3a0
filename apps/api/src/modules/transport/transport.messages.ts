import type { CodedMessage } from '../../lib/answer-messages';

// The user-facing failures of POST /transport/calculate that the module itself raises, with their
// codes (the web client's locales/<lang>/server.json repeats the English texts; a web test
// compares them). Schema validation failures (weight, mode, address length) have no code.
export const transportMessages = {
  addressNotFound: {
    code: 'ADDRESS_NOT_FOUND',
    message: "Address not found: '{{address}}'. Check the street, postal code and city.",
  },
} as const satisfies Record<string, CodedMessage>;
