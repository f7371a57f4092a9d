import type {
  EndpointBuilder,
  FetchArgs,
  InfiniteQueryConfigOptions,
  InfiniteQueryDefinition,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import type { RouteAnswer, RouteKey, RouteRequest } from '@tutor/contract';
import type { PlatformBaseQuery, TagType } from './baseApi';

/**
 * Endpoints declared from the contract: an endpoint names its route by method and URL pattern
 * (`'GET /api/pesanan/:kode/ulasan'`, checked against every declared route), and its params, query
 * string, body and answer are typed from that route's schemas. A wrong URL, method or body shape
 * is a compile error; only types come from `@tutor/contract`, so no schema reaches the browser.
 */

type Builder = EndpointBuilder<PlatformBaseQuery, TagType, 'api'>;

/** The route's request parts, or nothing when the route needs none. */
type RequestArgs<K extends RouteKey> =
  Record<string, never> extends RouteRequest<K> ? [parts?: RouteRequest<K>] : [parts: RouteRequest<K>];

/** How an endpoint turns its argument into the route's request; optional when the route needs nothing. */
type RequestFrom<K extends RouteKey, Arg> =
  Record<string, never> extends RouteRequest<K>
    ? { request?: (arg: Arg) => RouteRequest<K> }
    : { request: (arg: Arg) => RouteRequest<K> };

/** RTK Query's own options (tags, transformResponse, onQueryStarted...) but the request, which the route gives. */
type Without<Definition> = Omit<Definition, 'type' | 'query' | 'queryFn'>;
type QueryOptions<K extends RouteKey, Arg, Result> = Without<
  QueryDefinition<Arg, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>
>;
type MutationOptions<K extends RouteKey, Arg, Result> = Without<
  MutationDefinition<Arg, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>
>;

/** An infinite query's argument: the hook's argument and the page being fetched. */
export interface PageRequest<Arg, PageParam> {
  queryArg: Arg;
  pageParam: PageParam;
}
type InfiniteQueryOptions<K extends RouteKey, Arg, PageParam, Result> = Omit<
  Without<InfiniteQueryDefinition<Arg, PageParam, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>>,
  'infiniteQueryOptions'
> & {
  // NoInfer: the page type comes from `request`'s argument, not from `initialPageParam: null`
  infiniteQueryOptions: InfiniteQueryConfigOptions<NoInfer<Result>, NoInfer<PageParam>, NoInfer<Arg>>;
};

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The query string: a list value is sent as its key repeated (`penilaian[]=a&penilaian[]=b`),
 * which fetchBaseQuery's plain-object params cannot say (it joins a list with commas); without a
 * list, the object as it is (fetchBaseQuery leaves out undefined values).
 */
function queryOf(query: object): Record<string, unknown> | URLSearchParams {
  const entries = Object.entries(query) as [string, unknown][];
  if (!entries.some(([, value]) => Array.isArray(value))) return query as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item));
  }
  return search;
}

/**
 * The fetch arguments of one call of a route: its `:name` segments filled (encoded), its query
 * string, body and headers. For a `queryFn` or an endpoint that picks between two routes.
 */
export function routeRequest<K extends RouteKey>(key: K, ...[parts]: RequestArgs<K>): FetchArgs {
  const space = key.indexOf(' ');
  const params: Partial<Record<string, string | number>> = parts?.params ?? {};
  const url = key.slice(space + 1).replace(PARAM, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const args: FetchArgs = { url, method: key.slice(0, space) };
  if (parts?.query) args.params = queryOf(parts.query);
  if (parts?.body !== undefined) args.body = parts.body;
  if (parts?.headers) args.headers = parts.headers;
  return args;
}

/** The request of a route from an endpoint's argument (no `request`: the route needs nothing). */
function requestOf<K extends RouteKey, Arg>(key: K, request: ((arg: Arg) => RouteRequest<K>) | undefined) {
  // RequestArgs<K> is a tuple RTK cannot see through for a generic K; the types checked it at the definition
  return (arg: Arg) => routeRequest(key, ...([request?.(arg)] as RequestArgs<K>));
}

// The return types are NoInfer: injectEndpoints' contextual type (a definition of `any` argument)
// must not become the endpoint's argument; it comes from `request` (void without one).

/**
 * The endpoint builders of `api.injectEndpoints`, taking a route instead of a URL:
 *
 * ```ts
 * endpoints: (build) => {
 *   const route = contractEndpoints(build);
 *   return {
 *     getOrderReviews: route.query('GET /api/pesanan/:kode/ulasan', {
 *       request: (kode: string) => ({ params: { kode } }),
 *       transformResponse: (answer) => answer.data,
 *       providesTags: (_answer, _error, kode) => [{ type: 'Review', id: `ORDER-${kode}` }],
 *     }),
 *   };
 * }
 * ```
 *
 * The endpoint's argument is `request`'s parameter (void without one); its data is the route's
 * answer, or what `transformResponse` makes of it.
 */
export function contractEndpoints(build: Builder) {
  return {
    query<K extends RouteKey, Arg = void, Result = RouteAnswer<K>>(
      key: K,
      definition: QueryOptions<K, NoInfer<Arg>, Result> & RequestFrom<K, Arg>,
    ): NoInfer<QueryDefinition<Arg, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>> {
      const { request, ...options } = definition as QueryOptions<K, Arg, Result> & {
        request?: (arg: Arg) => RouteRequest<K>;
      };
      return build.query<Result, Arg, RouteAnswer<K>>({ ...options, query: requestOf(key, request) });
    },
    mutation<K extends RouteKey, Arg = void, Result = RouteAnswer<K>>(
      key: K,
      definition: MutationOptions<K, NoInfer<Arg>, Result> & RequestFrom<K, Arg>,
    ): NoInfer<MutationDefinition<Arg, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>> {
      const { request, ...options } = definition as MutationOptions<K, Arg, Result> & {
        request?: (arg: Arg) => RouteRequest<K>;
      };
      return build.mutation<Result, Arg, RouteAnswer<K>>({ ...options, query: requestOf(key, request) });
    },
    infiniteQuery<K extends RouteKey, Arg, PageParam, Result = RouteAnswer<K>>(
      key: K,
      definition: InfiniteQueryOptions<K, Arg, PageParam, Result> & {
        request: (arg: PageRequest<Arg, PageParam>) => RouteRequest<K>;
      },
    ): NoInfer<InfiniteQueryDefinition<Arg, PageParam, PlatformBaseQuery, TagType, Result, 'api', RouteAnswer<K>>> {
      const { request, ...options } = definition;
      return build.infiniteQuery<Result, Arg, PageParam, RouteAnswer<K>>({
        ...options,
        query: requestOf(key, request),
      });
    },
  };
}
