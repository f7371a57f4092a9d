/**
 * One fuzz request for a route of the contract, as a fast-check arbitrary: its params, query,
 * headers and body generated from the route's TypeBox schemas, either all valid or with exactly
 * one thing broken. `accepted` says whether the route's schemas accept what is sent (null: not
 * judged, e.g. a broken URL part), so the test can insist that only accepted requests answer 2xx.
 */
import type { RouteContract } from '@tutor/contract';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  BROKEN_NUMBERS,
  BROKEN_TEXTS,
  isNumberSchema,
  isTextSchema,
  MISTYPED,
  validValue,
  type Hints,
  type SchemaNode,
} from './schemaArbitraries';

export interface FuzzRequest {
  label: string;
  request: InjectOptions;
  accepted: boolean | null;
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** the JSON value sent, or undefined for none */
  body: unknown;
  /** the body's text when it is not `JSON.stringify(body)` (prototype keys) */
  bodyText?: string;
  contentType: string;
}

type Mutation = { label: string; apply: (parts: Parts) => Parts; judged: 'body' | 'headers' | 'none' | 'refused' };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function propertiesOf(schema: TSchema | undefined): [string, SchemaNode][] {
  return Object.entries((schema as SchemaNode | undefined)?.properties ?? {});
}

/** Every one-thing-broken variant that applies to this route. */
function mutationsOf(route: RouteContract): Mutation[] {
  const { body, querystring, params, headers } = route.schema;
  const mutations: Mutation[] = [];
  const bodyField = (label: string, key: string, value: unknown): Mutation => ({
    label: `body.${key} ${label}`,
    judged: 'body',
    apply: (parts) => ({ ...parts, body: { ...record(parts.body), [key]: value } }),
  });
  if (body) {
    for (const [key, property] of propertiesOf(body)) {
      mutations.push({
        label: `body.${key} missing`,
        judged: 'body',
        apply: (parts) => {
          const { [key]: _left, ...rest } = record(parts.body);
          return { ...parts, body: rest };
        },
      });
      mutations.push(bodyField('mistyped', key, property.type === 'object' ? 12345 : MISTYPED));
      if (isTextSchema(property))
        for (const text of BROKEN_TEXTS) mutations.push(bodyField(`= ${JSON.stringify(text.slice(0, 12))}`, key, text));
      if (property.type === 'array') mutations.push(bodyField('= []', key, []));
      if (isNumberSchema(property))
        for (const number of BROKEN_NUMBERS) mutations.push(bodyField(`= ${number}`, key, number));
    }
    mutations.push({
      label: 'body with an unknown field',
      judged: 'body',
      apply: (parts) => ({ ...parts, body: { ...record(parts.body), zz_tidak_dikenal: 'x' } }),
    });
    mutations.push({
      label: 'body with a __proto__ key',
      judged: 'refused',
      apply: (parts) => ({
        ...parts,
        bodyText: `{"__proto__":{"role":"admin"},${JSON.stringify(record(parts.body)).slice(1)}`.replace(/,}$/, '}'),
      }),
    });
    for (const whole of [null, [], 'teks', 0])
      mutations.push({
        label: `body = ${JSON.stringify(whole)}`,
        judged: 'body',
        apply: (parts) => ({ ...parts, body: whole }),
      });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])
      mutations.push({
        label: `body as ${contentType}`,
        judged: 'refused',
        apply: (parts) => ({ ...parts, contentType }),
      });
  } else if (route.method !== 'GET') {
    for (const whole of [{ zz_tidak_dikenal: 1 }, null, [[[[1]]]], 'teks'])
      mutations.push({
        label: `a body ${JSON.stringify(whole)} where none is declared`,
        judged: 'refused',
        apply: (parts) => ({ ...parts, body: whole }),
      });
  }
  for (const [part, schema] of [
    ['query', querystring],
    ['params', params],
  ] as const) {
    for (const [key] of propertiesOf(schema)) {
      for (const text of [...BROKEN_TEXTS, 'Infinity', '99999999999999999999', '-1'])
        mutations.push({
          label: `${part}.${key} = ${JSON.stringify(text.slice(0, 12))}`,
          judged: 'none',
          apply: (parts) => ({ ...parts, [part]: { ...parts[part], [key]: text } }),
        });
    }
  }
  mutations.push({
    label: 'query with an unknown field',
    judged: 'none',
    apply: (parts) => ({ ...parts, query: { ...parts.query, zz_tidak_dikenal: '1' } }),
  });
  for (const [key] of propertiesOf(headers))
    mutations.push({
      label: `header ${key} missing`,
      judged: 'headers',
      apply: (parts) => {
        const { [key]: _left, ...rest } = parts.headers;
        return { ...parts, headers: rest };
      },
    });
  return mutations;
}

function urlOf(route: RouteContract, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = route.url
    .replace(/:([A-Za-z_]+)/g, (_whole, name: string) => encodeURIComponent(String(params[name] ?? '1')))
    .replace('*', 'remoteEntry.js');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of [value].flat()) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function toRequest(route: RouteContract, parts: Parts): InjectOptions {
  const sendsBody = parts.body !== undefined || parts.bodyText !== undefined;
  return {
    method: route.method,
    url: urlOf(route, parts.params, parts.query),
    headers: { ...parts.headers, ...(sendsBody ? { 'content-type': parts.contentType } : {}) },
    ...(sendsBody ? { payload: parts.bodyText ?? JSON.stringify(parts.body) } : {}),
  };
}

const generate = (schema: TSchema | undefined, hints: Hints) =>
  schema ? validValue(schema as SchemaNode, hints).map(record) : fc.constant({});

/** A valid or one-thing-broken request for `route`, with hints of the seed's real values by field name. */
export function fuzzRequest(route: RouteContract, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const { body, querystring, params, headers } = route.schema;
  const valid = fc.record({
    params: generate(params, hints),
    query: generate(querystring, hints),
    headers: generate(headers, hints).map((values) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])),
    ),
    body: body ? validValue(body as SchemaNode, hints) : fc.constant(undefined),
    contentType: fc.constant('application/json'),
  });
  const mutations = mutationsOf(route);
  const variant = fc.oneof(
    fc.constant<Mutation | null>(null),
    ...(mutations.length > 0 ? [fc.constantFrom<Mutation | null>(...mutations)] : []),
  );
  return fc.tuple(valid, variant).map(([parts, mutation]): FuzzRequest => {
    const sent = mutation ? mutation.apply(parts) : parts;
    const accepted =
      mutation?.judged === 'refused'
        ? false
        : mutation?.judged === 'body'
          ? Value.Check(body as TSchema, sent.body)
          : mutation?.judged === 'headers'
            ? Value.Check(headers as TSchema, sent.headers)
            : mutation
              ? null
              : true;
    return { label: mutation?.label ?? 'valid', request: toRequest(route, sent), accepted };
  });
}
