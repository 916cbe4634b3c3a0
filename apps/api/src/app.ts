import { constants as zlibConstants } from 'node:zlib';
import accepts from '@fastify/accepts';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX, type AppDeps } from './deps';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminProvidersRoutes } from './modules/admin/providers.routes';
import { draftRoutes } from './modules/saved-work/draft.routes';
import { reportsRoutes } from './modules/saved-work/reports.routes';
import { savedWorkRoutes } from './modules/saved-work/saved-work.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { analyticsRetention } from './modules/analytics/retention';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { healthRoutes } from './modules/health/health.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { providersRoutes } from './modules/providers/providers.routes';
import { providerEntriesAdminRoutes } from './modules/provider-entries/provider-entries.admin.routes';
import { arrangementsRoutes } from './modules/offers/arrangements.routes';
import { offerLinkRoutes } from './modules/offers/offer-link.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { providerEntriesRoutes } from './modules/provider-entries/provider-entries.routes';
import { solutionsRoutes } from './modules/solutions/solutions.routes';
import { transportRoutes } from './modules/transport/transport.routes';
import { openApiTransform } from './lib/openapi';
import { rateLimits } from './lib/rate-limits';
import { errorsPlugin } from './plugins/errors';
import { inputTextPlugin } from './plugins/input-text';
import { jsonBodyPlugin } from './plugins/json-body';
import { defaultWebDist, readPrerenderManifest, webPlugin } from './plugins/web';

export interface BuildAppOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDist?: string;
  /** Deletes analytics events past retention at start-up and daily; false turns it off. */
  analyticsRetention?: boolean;
}

/** The longest URL a log line keeps: a longer query string would let anyone fill the log. */
export const MAX_LOGGED_URL = 300;

/**
 * Masks the secret part of URLs (reset tokens, report share links) before they reach a log line,
 * and cuts what is beyond MAX_LOGGED_URL characters (marked with '…').
 */
export function redactUrl(url: string): string {
  const redacted = url
    .replace(/(\/reset-password\/confirm\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/shared\/reports\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]+/, '$1[redacted]');
  return redacted.length > MAX_LOGGED_URL ? `${redacted.slice(0, MAX_LOGGED_URL)}…` : redacted;
}

/** A client that hung up mid-answer, as the compression stream reports it. */
const CLIENT_GONE = /premature close/i;

export function defaultLogger(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: {
      // @fastify/compress logs a client that hung up while its answer was streamed as an error;
      // nothing failed on this side, so such a line is written at info level instead.
      logMethod(args, method, logLevel) {
        const [first] = args as unknown[];
        if (logLevel >= 50 && first instanceof Error && CLIENT_GONE.test(first.message)) {
          return this.info('client closed the connection before the answer');
        }
        return method.apply(this, args);
      },
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** The origin of an http:// tile template, which the 'https:' image source does not cover. */
function httpTileOrigin(tileUrl: string): string[] {
  if (!tileUrl.startsWith('http://')) return [];
  try {
    // The placeholders are not valid in a host name; only the origin is wanted.
    return [new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
}

/**
 * Builds the whole application: ecosystem plugins, then our shared plugins, then every route
 * module, registered here explicitly so this file reads as the API's table of contents, then the
 * web app.
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? defaultLogger(deps.config.logLevel),
    bodyLimit: 100 * 1024,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: otherwise any client could pick
    // the address its rate limits count under.
    trustProxy: deps.config.trustProxy,
    // Room for reset tokens in the path (43 characters) with a margin; longer is refused with 414.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const webDist = options.webDist ?? defaultWebDist();
  // The web build's pre-rendered pages and the hashes of their inline script (none without it).
  const prerender = readPrerenderManifest(webDist, app.log);

  // Google Analytics' hosts only when the operator set GA_MEASUREMENT_ID: else no page of this
  // origin may load or talk to them.
  const ga = deps.config.gaMeasurementId !== undefined;
  // Ecosystem plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The pre-rendered pages' inline script, allowed by the hash the web build gives.
        scriptSrc: [
          "'self'",
          ...prerender.scriptHashes.map((hash) => `'${hash}'`),
          ...(ga ? ['https://www.googletagmanager.com'] : []),
        ],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles: any https server, or the operator's own tile server over http.
        imgSrc: ["'self'", 'data:', 'https:', ...httpTileOrigin(deps.config.map.tileUrl)],
        connectSrc: [
          "'self'",
          ...(ga ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // request.languages(): the Accept-Language preferences, read by lib/content-language.
  await app.register(accepts);
  // Reference lists are large and rarely change: clients revalidate with If-None-Match -> 304.
  await app.register(etag, { weak: true });
  // @fastify/rate-limit (in memory, or Redis with REDIS_URL) and the failed-login counter.
  await app.register(rateLimits, { deps });
  // Every operation has an operationId and declares its security: [{ bearerAuth: [] }] when it
  // needs a login, [{}, { bearerAuth: [] }] when a token is optional, [] when it is public.
  // test/openapi.test.ts keeps the document clean under `redocly lint`.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alpine Food Hub API',
        description: 'Food surplus matching, providers and impact reports.',
        version: deps.config.version,
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: '/' }],
      tags: [
        { name: 'system', description: 'Liveness of the server and its database.' },
        {
          name: 'accounts',
          description: 'Registration, login with a bearer token, password reset, the own account.',
        },
        {
          name: 'analytics',
          description: 'First-party analytics events and the public client configuration.',
        },
        { name: 'geocoding', description: 'Addresses to coordinates.' },
        {
          name: 'reference',
          description: 'NACE codes, AGRIBALYSE food products and their environmental impacts.',
        },
        { name: 'solutions', description: 'The solution catalogue and the matching of a surplus.' },
        { name: 'providers', description: 'Provider companies offering a solution.' },
        {
          name: 'provider entries',
          description:
            'An organisation’s own provider entry, listed once the operator approves it.',
        },
        { name: 'transport', description: 'Distance, route and CO2e of moving the surplus.' },
        { name: 'chatbot', description: 'The assistant that answers questions about the tool.' },
        {
          name: 'admin',
          description:
            'The operator console: accounts and roles, the audit log, the figures, the review ' +
            'of provider entries, the provider catalogue (corrections, import, export).',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });

  // Our shared plugins.
  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(jsonBodyPlugin);

  // The API and its documentation, in a context of their own: only their answers are compressed
  // per request. The web app's files are compressed once, by its build, and sent as they are.
  await app.register(async (api) => {
    await api.register(compress, {
      threshold: 1024,
      // Brotli's default 4 MB window, allocated per answer being compressed, is what made memory
      // grow with concurrent clients; the answers compressed on the fly are under 256 KB (the
      // large reference lists are compressed once and kept), so a 256 KB window loses nothing.
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    });
    await api.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

    // Route modules: the API surface.
    await api.register(healthRoutes, { prefix: API_PREFIX, deps });
    await api.register(accountsRoutes, { prefix: API_PREFIX, deps });
    await api.register(analyticsRoutes, { prefix: API_PREFIX, deps });
    await api.register(geocodingRoutes, { prefix: API_PREFIX, deps });
    await api.register(referenceRoutes, { prefix: API_PREFIX, deps });
    await api.register(solutionsRoutes, { prefix: API_PREFIX, deps });
    await api.register(providersRoutes, { prefix: API_PREFIX, deps });
    await api.register(transportRoutes, { prefix: API_PREFIX, deps });
    await api.register(chatbotRoutes, { prefix: API_PREFIX, deps });
    await api.register(savedWorkRoutes, { prefix: API_PREFIX, deps });
    await api.register(draftRoutes, { prefix: API_PREFIX, deps });
    await api.register(reportsRoutes, { prefix: API_PREFIX, deps });
    await api.register(adminRoutes, { prefix: API_PREFIX, deps });
    await api.register(adminProvidersRoutes, { prefix: API_PREFIX, deps });
    await api.register(providerEntriesRoutes, { prefix: API_PREFIX, deps });
    await api.register(providerEntriesAdminRoutes, { prefix: API_PREFIX, deps });
    await api.register(offersRoutes, { prefix: API_PREFIX, deps });
    await api.register(arrangementsRoutes, { prefix: API_PREFIX, deps });
    await api.register(offerLinkRoutes, { prefix: API_PREFIX, deps });
  });

  // Background tasks. A child plugin, so its onClose runs before the database is closed.
  if (options.analyticsRetention !== false) {
    await app.register(analyticsRetention, { db: deps.db });
  }

  // The single-page app, its pre-rendered pages and the not-found answers.
  await app.register(webPlugin, { webDist, prerendered: prerender.pages });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
