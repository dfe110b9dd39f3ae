import { SAFE_TEXT_PATTERN } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every string a route accepts (path, query and JSON body, as the registered routes describe them in the OpenAPI
 * document) is the contract's safe string, whose pattern refuses NUL and unpaired surrogates with a 400, or a fixed
 * choice (an enum). A new route with a plain `z.string()` fails here, before a NUL can reach a query as a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
const SAFE = SAFE_TEXT_PATTERN.source;

function unsafeStrings(
  node: unknown,
  where: string,
  components: Record<string, unknown>,
  seen = new Set<string>(),
): string[] {
  if (!node || typeof node !== 'object') return [];
  const schema = node as Json;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    return unsafeStrings(components[name], where, components, new Set([...seen, name]));
  }
  const out: string[] = [];
  const types = [schema.type].flat();
  const allOf = (schema.allOf as Json[] | undefined) ?? [];
  // A string with several patterns lists them under allOf: one of them being the safe one is enough.
  const safe = [schema.pattern, ...allOf.map((s) => s.pattern)].includes(SAFE);
  if (types.includes('string') && !safe && schema.enum === undefined && schema.const === undefined)
    out.push(where);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    out.push(...unsafeStrings(child, `${where}.${key}`, components, seen));
  for (const key of ['items', 'additionalProperties', 'not'] as const)
    out.push(...unsafeStrings(schema[key], `${where}[]`, components, seen));
  for (const key of safe ? (['anyOf', 'oneOf'] as const) : (['anyOf', 'oneOf', 'allOf'] as const))
    for (const child of (schema[key] as unknown[] | undefined) ?? [])
      out.push(...unsafeStrings(child, where, components, seen));
  return out;
}

describe('the request schemas', () => {
  it('take every string through the safe-string schema', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Json>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const components = openapi.components?.schemas ?? {};
    const unsafe: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        const parameters =
          (op.parameters as { name: string; in: string; schema?: unknown }[] | undefined) ?? [];
        // A path parameter the route left undescribed is a string nobody checked.
        for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)) {
          if (!parameters.some((p) => p.in === 'path' && p.name === name))
            unsafe.push(`${route} path.${name} (no schema)`);
        }
        for (const p of parameters) {
          checked++;
          unsafe.push(...unsafeStrings(p.schema, `${route} ${p.in}.${p.name}`, components));
        }
        const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
          ?.content?.['application/json']?.schema;
        if (body) {
          checked++;
          unsafe.push(...unsafeStrings(body, `${route} body`, components));
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(unsafe).toEqual([]);
  });
});
