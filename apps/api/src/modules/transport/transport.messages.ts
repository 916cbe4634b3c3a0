import type { CodedMessage } from '../../lib/answer-messages';

// The user-facing failures of POST /transport/calculate that the module itself raises, with their
// codes (the web client's locales/<lang>/server.json repeats the English texts; a web test
// compares them). Schema validation failures (weight, mode, address length) have no code.
export const transportMessages = {
  addressNotFound: {
    code: 'ADDRESS_NOT_FOUND',
    message: "Address not found: '{{address}}'. Check the street, postal code and city.",
  },
  postalCodeUnknown: {
    code: 'POSTAL_CODE_UNKNOWN',
    message:
      "Postal code not found: '{{address}}'. Check the postal code and the country " +
      '(the tool covers Austria, Germany, Italy, Slovenia, France, Switzerland and Liechtenstein).',
  },
  postalCodeCityMismatch: {
    code: 'POSTAL_CODE_CITY_MISMATCH',
    message: "The postal code and the city do not go together: '{{address}}'. Check both.",
  },
  noRoadRoute: {
    code: 'NO_ROAD_ROUTE',
    message:
      'No road transport can be computed between {{from}} and {{to}}: they are {{distance}} km ' +
      'apart or not joined by roads. Check both addresses.',
  },
} as const satisfies Record<string, CodedMessage>;
