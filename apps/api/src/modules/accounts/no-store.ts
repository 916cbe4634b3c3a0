import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook of the routes whose answer carries a secret (a password, an access token): no
 * browser or proxy cache may keep the answer, a failed one included.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
