import { errorResponse, type Role } from '@foodhub/contracts';
import { createUserSession, findSessionUser, type User } from '@foodhub/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '../deps';
import { answerMessages } from '../lib/answer-messages';
import { codedError, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; only on routes that use it. */
    currentUser?: User;
    /** The session the request's token names; set with currentUser. */
    currentSessionId?: string;
  }
}

const ISSUER = 'alpine-food-hub';

function secretKey(secret: string) {
  return new TextEncoder().encode(secret);
}

/**
 * Opens a session for the user (a row in user_sessions, expiring with the token) and signs a
 * token naming it in the `sid` claim: the server can then end the session before the token
 * expires (logout, password change or reset).
 */
export async function signAccessToken(deps: AppDeps, user: User): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const sessionId = await createUserSession(deps.db, user.id, new Date(expiresAt * 1000));
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(deps.config.jwtSecret));
}

/** What a validly signed, unexpired token says: its user and its session. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of a token with a valid signature that has not expired, or null. A token without a
 * session id (signed before sessions existed) is refused. Whether the session is still open is
 * the database's to say (findSessionUser).
 */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(deps.config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    return { userId: sub, sessionId: sid };
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

/** The claims of the request's bearer token, when it is validly signed and unexpired. */
export async function bearerClaims(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<TokenClaims | null> {
  const token = bearerToken(request);
  return token ? verifyAccessToken(deps, token) : null;
}

/**
 * The signed-in user and session of the request, or null: no token, a bad or expired one, an
 * ended session, or the account is gone.
 */
async function authenticate(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<{ user: User; sessionId: string } | null> {
  const claims = await bearerClaims(deps, request);
  if (!claims) return null;
  const user = await findSessionUser(deps.db, claims.sessionId, claims.userId);
  return user ? { user, sessionId: claims.sessionId } : null;
}

/** The signed-in user of the request, or null (see authenticate). */
export async function optionalUser(deps: AppDeps, request: FastifyRequest): Promise<User | null> {
  return (await authenticate(deps, request))?.user ?? null;
}

/** The 401 of a request without a valid session. */
export function notAuthenticated(): HttpError {
  return codedError(401, answerMessages.notAuthenticated);
}

/**
 * preHandler for routes that need a login. The session and its user are looked up on every
 * request (one query), so a token stops working the moment its session ends (logout, password
 * change or reset) or its account is deleted.
 */
export function requireUser(deps: AppDeps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const signedIn = await authenticate(deps, request);
    if (!signedIn) throw notAuthenticated();
    request.currentUser = signedIn.user;
    request.currentSessionId = signedIn.sessionId;
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

/** What every call under /admin/ says of adminGate in its OpenAPI description. */
export const adminRoleNote =
  'Needs the admin role: 401 without a valid session, 403 for an account without the role, ' +
  'both before the input is checked. Answered with cache-control: no-store.';

/** The answers of adminGate, beside a call's own. */
export const adminDenied = { 401: errorResponse, 403: errorResponse };

/**
 * The gate of a plugin of calls under /admin/ (decision 33): none of its answers, errors
 * included, is kept by a browser or a proxy, and the preValidation it returns is requireRole's
 * for the admin role.
 */
export function adminGate(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  return requireRole(deps, 'admin');
}

/** The user set by requireUser; a programming error if the route forgot the preHandler. */
export function currentUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new Error('requireUser preHandler missing on this route');
  return request.currentUser;
}

/** The session of the request's token, set by requireUser with the user. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.currentSessionId) throw new Error('requireUser preHandler missing on this route');
  return request.currentSessionId;
}
