import { Value } from '@sinclair/typebox/value';
import { allRoutes, ApiMessage, BlogDetail, FeePackageList, MAX_ID } from './index';

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every object inside an answer schema, so strictness can be checked everywhere. */
function objectsIn(schema: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (typeof schema !== 'object' || schema === null) return found;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object') found.push(node);
  for (const value of Object.values(node)) objectsIn(value, found);
  return found;
}

describe('the route declarations', () => {
  it('declare each method and URL once', () => {
    const keys = allRoutes.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name an area and a summary, a success answer and the {message} errors', () => {
    for (const route of allRoutes) {
      const statuses = Object.keys(route.schema.response);
      expect({ route: key(route), ok: route.schema.summary.length > 0 && route.schema.tags.length === 1 }).toEqual({
        route: key(route),
        ok: true,
      });
      expect({ route: key(route), success: statuses.some((status) => status.startsWith('2')) }).toEqual({
        route: key(route),
        success: true,
      });
      expect(route.schema.response['4xx']).toBe(ApiMessage);
      expect(route.schema.response['5xx']).toBe(ApiMessage);
    }
  });

  it('answer with strict objects, so a field the contract does not name is noticed', () => {
    for (const route of allRoutes) {
      for (const [status, schema] of Object.entries(route.schema.response)) {
        if ('content' in schema) continue;
        const loose = objectsIn(schema).filter((object) => object.additionalProperties !== false);
        expect({ route: key(route), status, loose: loose.length }).toEqual({ route: key(route), status, loose: 0 });
      }
    }
  });

  it('bound every input: strings have a maxLength, integers a maximum within PostgreSQL integer, arrays maxItems', () => {
    const unbounded: string[] = [];
    const visit = (where: string, schema: unknown): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (
        node.type === 'string' &&
        node.enum === undefined &&
        node.const === undefined &&
        typeof node.maxLength !== 'number'
      )
        unbounded.push(where);
      if (node.type === 'integer' && !(typeof node.maximum === 'number' && node.maximum <= MAX_ID))
        unbounded.push(where);
      if (node.type === 'array' && typeof node.maxItems !== 'number') unbounded.push(where);
      for (const [name, value] of Object.entries(node)) visit(`${where}.${name}`, value);
    };
    for (const route of allRoutes) {
      for (const part of ['querystring', 'params', 'body', 'headers'] as const)
        visit(`${key(route)} ${part}`, route.schema[part]);
    }
    expect(unbounded).toEqual([]);
  });

  it('accept and refuse what the server really answers', () => {
    expect(Value.Check(BlogDetail, { data: null })).toBe(true);
    expect(Value.Check(BlogDetail, { data: null, extra: 1 })).toBe(false);
    const pkg = {
      paket_id: 2,
      paket_name: 'Super',
      jumlah_pertemuan: 4,
      periode_bulan: 1,
      jumlah_cicilan: 1,
      harga_normal: 1_076_000,
      harga_diskon: 807_000,
      color: '#1E88E5',
    };
    expect(Value.Check(FeePackageList, { status: 'success', data: [pkg] })).toBe(true);
    expect(Value.Check(FeePackageList, { status: 'success', data: [{ ...pkg, harga_diskon: '807000' }] })).toBe(false);
    // the package's period and instalments are part of every answer (issue 49: no copy of the table in an app)
    const { periode_bulan: _period, ...withoutPeriod } = pkg;
    expect(Value.Check(FeePackageList, { status: 'success', data: [withoutPeriod] })).toBe(false);
    expect(Value.Check(FeePackageList, { status: 'success', data: [{ ...pkg, jumlah_cicilan: 0 }] })).toBe(false);
  });
});
