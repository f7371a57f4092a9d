/** How a route is declared: once, here, for the server (validation, serialisation, OpenAPI) and the apps (types). */
import { Type, type TSchema } from '@sinclair/typebox';
import { ApiMessage } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-JSON answer (an SVG, an HTML page), described for OpenAPI; strings are never re-serialised. */
export interface RawResponse {
  description: string;
  content: Record<string, { schema: TSchema }>;
}

export interface RouteSchema {
  summary: string;
  /** the server area that owns the route (catalog, content, promotions, platform, ...) */
  tags: readonly string[];
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response: Record<number | '4xx' | '5xx', TSchema | RawResponse>;
}

export interface RouteContract {
  method: HttpMethod;
  url: string;
  schema: RouteSchema;
}

/** Keeps the literal types of a declaration, so handlers and clients infer their types from it. */
export function route<const R extends RouteContract>(declaration: R): R {
  return declaration;
}

/** Every route may refuse input (4xx) and, if we fail, say so (5xx): always `{ message }`. */
export const ERROR_RESPONSES = { '4xx': ApiMessage, '5xx': ApiMessage } as const;

export function raw(contentType: string, description: string): RawResponse {
  return { description, content: { [contentType]: { schema: Type.String() } } };
}
