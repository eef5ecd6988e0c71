import type { Actor, Role } from '../support/roles';

/**
 * Quality gate 1: every API route with the status each kind of caller must get.
 * `otherLearner` is a signed-in learner calling for data that belongs to `learner`.
 * A route the app registers without a row here fails the gate, so none can skip it.
 * (Model: OWASP's authorization testing automation.)
 */
export interface MatrixRow {
  /** "METHOD /api/path" exactly as registered (see the inventory) */
  route: string;
  expect: Record<Role, number>;
  /** builds the request for a caller: concrete url, body; defaults to the route path */
  request?: (ctx: MatrixContext, actor: Actor) => { url: string; payload?: unknown };
}

export interface MatrixContext {
  /** a published course id from the seed */
  courseId: string;
}

const everyone = (status: number): Record<Role, number> => ({ guest: status, learner: status, otherLearner: status, admin: status });

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/Courses', expect: everyone(200) },
  // the API's own documentation is public
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/json', expect: everyone(200) },
  { route: 'GET /api/docs/yaml', expect: everyone(200) },
  // swagger-ui sends its old index path to /api/docs
  { route: 'GET /api/docs/static/index.html', expect: everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyone(200) },
  { route: 'GET /api/docs/static/*', expect: everyone(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
];
