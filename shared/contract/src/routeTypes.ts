/**
 * The type-level registry of the routes, for the apps: a route is named by its method and URL
 * pattern (`'GET /api/pesanan/:kode/ulasan'`), and its params, query string, body and answer are
 * derived from its declaration. Types only: the apps import them with `import type`, so no schema
 * reaches the browser (`@tutor/api`'s `contractEndpoints` is built on them).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { AllRoutes } from './allRoutes';
import type { RawResponse } from './route';

/** `'GET /api/pesanan/:kode/ulasan'`: a declared route's method and URL pattern. */
export type RouteKey = AllRoutes extends infer R
  ? R extends { method: string; url: string }
    ? `${R['method']} ${R['url']}`
    : never
  : never;

/** The declaration a key names. */
export type RouteOf<K extends RouteKey> = Extract<AllRoutes, { method: MethodOf<K>; url: UrlOf<K> }>;

type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
type UrlOf<K extends string> = K extends `${string} ${infer U}` ? U : never;
type SchemaOf<K extends RouteKey> = RouteOf<K>['schema'];

/** The `:name` segments of a URL pattern. */
export type ParamNamesOf<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<`/${Rest}`>
  : Url extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query-string value as the client may give it: numbers for digit strings, text for numbers (it is all text on the wire). */
type QueryValue<T> = T extends readonly (infer Item)[]
  ? readonly QueryValue<Item>[]
  : string extends T
    ? string | number
    : number extends T
      ? number | string
      : T;
type QueryOfSchema<S> = S extends TSchema ? { [Key in keyof Static<S>]: QueryValue<Static<S>[Key]> } : never;

/** The route's `:name` segments, each a value the URL carries encoded. */
export type RouteParams<K extends RouteKey> = { [Name in ParamNamesOf<UrlOf<K>>]: string | number };
/** The route's query string (keys from its schema; values as QueryValue allows). */
export type RouteQuery<K extends RouteKey> = QueryOfSchema<SchemaOf<K> extends { querystring: infer Q } ? Q : never>;
/** The route's JSON body (`Static` of its body schema). */
export type RouteBody<K extends RouteKey> = SchemaOf<K> extends { body: infer B extends TSchema } ? Static<B> : never;
/** The route's declared headers. */
export type RouteHeaders<K extends RouteKey> =
  SchemaOf<K> extends { headers: infer H extends TSchema } ? Static<H> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type AnswerOfSchema<S> = S extends TSchema ? Static<S> : S extends RawResponse ? string : never;
/** The route's success answer (its 2xx response schemas). */
export type RouteAnswer<K extends RouteKey> = AnswerOfSchema<
  SchemaOf<K>['response'][Extract<keyof SchemaOf<K>['response'], SuccessStatus>]
>;

/** Required when the route has it and `{}` would not do; absent (never) when it has none. */
type Part<Name extends string, T> = [T] extends [never]
  ? { [P in Name]?: never }
  : Record<string, never> extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** What a call of the route gives: its params, query, body and headers, each typed from the declaration. */
export type RouteRequest<K extends RouteKey> = Part<
  'params',
  ParamNamesOf<UrlOf<K>> extends never ? never : RouteParams<K>
> &
  Part<'query', RouteQuery<K>> &
  Part<'body', RouteBody<K>> &
  Part<'headers', RouteHeaders<K>>;
