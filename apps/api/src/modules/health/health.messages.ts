import type { CodedMessage } from '../../lib/answer-messages';

// GET /health's failure, read by orchestrators and operators rather than the web client.
export const healthMessages = {
  databaseUnavailable: {
    code: 'DATABASE_UNAVAILABLE',
    message: 'The database is not answering: it could not read a table.',
  },
} as const satisfies Record<string, CodedMessage>;
