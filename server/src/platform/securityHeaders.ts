import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Sent by plugins/securityHeaders.ts only when the request came over HTTPS.
  strictTransportSecurity: false,
};

/**
 * helmet's headers for our options, computed once: without nonces they are the same on every
 * answer, so running helmet's middleware per request would only cost time.
 */
export function htmlSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The CSP and the other document headers go on HTML answers only: they govern what a page may
 * load and do, and mean nothing on JSON, scripts or images, where they were ~1 KB per answer.
 * Every other answer keeps `nosniff`, so a browser never runs JSON or text as a script.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = htmlSecurityHeaders();
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(headers);
    else reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
}
