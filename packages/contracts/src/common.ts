import { z } from 'zod';

/**
 * A stable, machine-readable name of an answer ('EMAIL_TAKEN'), for clients that show it in
 * their own language. The English message stays as it is; answers without a code (e.g. schema
 * validation) are shown by their message.
 */
export const answerCode = z.string();

/** The values an answer's message contains ({ address: '…' }), for the client's own text. */
export const answerParams = z.record(z.string(), z.string());

/** The one error shape every API failure uses (Fastify's own shape, plus code and params). */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: answerCode.optional(),
  params: answerParams.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string(), code: answerCode.optional() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
