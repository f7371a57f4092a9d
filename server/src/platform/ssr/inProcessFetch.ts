import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Who the page is rendered for: the visitor's session cookie and address. */
export interface Visitor {
  cookie?: string;
  ip: string;
}

/**
 * A `fetch` for the store of a page rendered on the server: the request is answered by this same
 * server through `app.inject`, with every hook (validation, session, rate limits per visitor IP),
 * and no socket. Only reads: rendering a page never writes.
 */
export function inProcessFetch(app: FastifyInstance, visitor: Visitor): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new Error(`server rendering sent a ${request.method}, it only reads`);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (visitor.cookie) headers.cookie = visitor.cookie;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 205 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}
