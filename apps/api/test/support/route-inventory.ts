import type { FastifyInstance, RouteOptions } from 'fastify';

export interface InventoryRoute {
  method: string;
  url: string;
  /** "GET /api/Courses": the key the gates' data files use */
  key: string;
  schema: RouteOptions['schema'];
}

/**
 * Collects every API route as the app registers it. Call before the app is ready
 * (pass it as buildTestApp's `extend`).
 */
export function collectApiRoutes(app: FastifyInstance, into: InventoryRoute[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD is Fastify's automatic twin of GET
      if (method === 'HEAD' || !route.url.toLowerCase().startsWith('/api')) continue;
      into.push({ method, url: route.url, key: `${method} ${route.url}`, schema: route.schema });
    }
  });
}
