import fastifyHelmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';

/**
 * Security headers with a CSP the web app passes (no inline scripts; MUI's
 * emotion needs inline styles), and a per-address request ceiling against
 * floods (login has its own, stricter, per-account throttle).
 */
function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // EXCI result pages are framed (spec 1 §2); only configured origins.
        frameSrc: ["'self'", ...config.exciAllowedOrigins],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.session.secureCookie ? undefined : (false as const),
  } satisfies HelmetOptions;
}

/**
 * The same headers for answers Fastify writes before any hook runs (a URL
 * that cannot be decoded, a path parameter past its length): built once.
 */
export function securityHeaderWriter(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (req, res) => middleware(req, res, () => undefined);
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Only API calls count: the app's static files and health checks do not.
    // A whole school may sit behind one NAT address, hence a generous default.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
