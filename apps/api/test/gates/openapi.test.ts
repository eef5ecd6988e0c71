import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { collectApiRoutes, type InventoryRoute } from '#test/support/route-inventory';

// Quality gate 6: every API route is in the OpenAPI document at /api/docs with its request
// and response schemas. The documentation's own routes are the only exception.
const isDocsRoute = (url: string) => /^\/api\/docs(\/|$)/.test(url);
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('gate: every route documented in OpenAPI', () => {
  const inventory: InventoryRoute[] = [];
  let app: FastifyInstance;
  let document: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => collectApiRoutes(a, inventory) });
    document = (await app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(async () => app?.close());

  it('documents each route with its request and response schemas', () => {
    const problems: string[] = [];
    const routes = inventory.filter((r) => !isDocsRoute(r.url));
    for (const route of routes) {
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${route.key}: missing from /api/docs`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      // a browser leg such as a sign-in start or callback succeeds with its documented redirect
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      if (!schema.response || success.length === 0) problems.push(`${route.key}: no documented success response`);
      for (const [status, response] of success) {
        const hasSchema = Object.values(response.content ?? {}).some((c) => c.schema);
        if (!hasSchema && status !== '204') problems.push(`${route.key}: response ${status} has no schema`);
      }
      if (
        !Object.keys(operation.responses ?? {}).some((s) => /^4\d\d$/.test(s)) &&
        (schema.querystring || schema.params || schema.body)
      ) {
        problems.push(`${route.key}: validates input but documents no 4xx error response`);
      }
      for (const part of ['querystring', 'params'] as const) {
        if (schema[part] && !operation.parameters?.length) problems.push(`${route.key}: ${part} not documented`);
      }
      if (schema.body && !operation.requestBody) problems.push(`${route.key}: request body not documented`);
    }
    console.log(`openapi: ${routes.length} routes checked, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
});
