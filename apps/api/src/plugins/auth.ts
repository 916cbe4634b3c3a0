import type { Role } from '@foodhub/contracts';
import { findUserById, type User } from '@foodhub/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '../deps';
import { answerMessages } from '../lib/answer-messages';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; only on routes that use it. */
    currentUser?: User;
  }
}

const ISSUER = 'alpine-food-hub';

function secretKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(deps: AppDeps, user: User): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(deps.config.jwtSecret));
}

/** The user id of a valid token, or null. */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(deps.config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in user of the request, or null (no token, bad token, or the account is gone). */
export async function optionalUser(deps: AppDeps, request: FastifyRequest): Promise<User | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const userId = await verifyAccessToken(deps, token);
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  return (await findUserById(deps.db, userId)) ?? null;
}

/**
 * preHandler for routes that need a login. The user is looked up on every request, so a token
 * stops working the moment its account is deleted.
 */
export function requireUser(deps: AppDeps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await optionalUser(deps, request);
    if (!user) {
      const { code, message } = answerMessages.notAuthenticated;
      throw new HttpError(401, message, { code });
    }
    request.currentUser = user;
  };
}

/**
 * preValidation for routes of one role (every call under /admin/): 401 without a valid session,
 * as requireUser answers, then 403 without the role. Both come before the input is validated, so
 * an account without the role learns nothing about the calls' inputs.
 */
export function requireRole(deps: AppDeps, role: Role) {
  const signedIn = requireUser(deps);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    if (!currentUser(request).roles.includes(role)) {
      throw new HttpError(403, `This needs the ${role} role.`, { code: 'FORBIDDEN' });
    }
  };
}

/** The user set by requireUser; a programming error if the route forgot the preHandler. */
export function currentUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new Error('requireUser preHandler missing on this route');
  return request.currentUser;
}
