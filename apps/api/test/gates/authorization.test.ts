import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, courseUnits, courses, lectures } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { careerFixture } from '#test/support/career-fixture';
import { catalogFixture } from '#test/support/catalog-fixture';
import { learningGateFixture } from '#test/support/learning-fixture';
import { quizGateFixture } from '#test/support/quiz-fixture';
import { studyToolsGateFixture } from '#test/support/study-tools-fixture';
import { actors, ROLES, type Actor, type Role } from '#test/support/roles';
import { collectApiRoutes, type InventoryRoute } from '#test/support/route-inventory';
import { AUTHORIZATION_MATRIX, type MatrixContext } from './authorization-matrix';
import { defined } from '@masar/contracts/defined';

describe('gate: authorization matrix', () => {
  const inventory: InventoryRoute[] = [];
  let app: FastifyInstance;
  let callers: Record<Role, Actor>;
  let context: MatrixContext;

  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => collectApiRoutes(a, inventory) });
    callers = await actors(app);
    const [course] = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.status, 'published')))
      .limit(1);
    const [preview] = await app.db
      .select({ id: lectures.id })
      .from(lectures)
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .innerJoin(courses, eq(courses.id, courseUnits.courseId))
      .where(and(eq(courses.status, 'published'), eq(lectures.isPreview, true), eq(lectures.kind, 'video')))
      .limit(1);
    const learning = await learningGateFixture(app, defined(callers.learner.userId));
    context = {
      courseId: defined(course).id,
      previewLectureId: defined(preview).id,
      learnerId: defined(callers.learner.userId),
      otherLearnerId: defined(callers.otherLearner.userId),
      catalog: await catalogFixture(app),
      career: await careerFixture(app, defined(callers.learner.userId)),
      learning,
      studyTools: await studyToolsGateFixture(app, defined(callers.learner.userId), learning),
      quiz: await quizGateFixture(app, defined(callers.learner.userId), learning),
    };
  });
  afterAll(async () => app?.close());

  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = new Set(inventory.map((r) => r.key));
    const listed = new Set(AUTHORIZATION_MATRIX.map((r) => r.route));
    const missing = [...registered].filter((key) => !listed.has(key));
    const stale = [...listed].filter((key) => !registered.has(key));
    console.log(`authorization matrix: ${registered.size} routes registered, ${listed.size} rows`);
    expect(missing, 'routes without a row in authorization-matrix.ts').toEqual([]);
    expect(stale, 'rows for routes the app does not register').toEqual([]);
  });

  for (const row of AUTHORIZATION_MATRIX) {
    it(`${row.route}: ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const [method, path] = row.route.split(' ') as [string, string];
      const outcomes: Record<string, number> = {};
      // fresh sessions per row: rows such as logout end the session they are called with
      callers = await actors(app);
      for (const role of ROLES) {
        const { url, payload, headers } = row.request?.(context, callers[role]) ?? { url: path };
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { ...callers[role].headers, ...headers },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        outcomes[role] = response.statusCode;
      }
      expect(outcomes).toEqual(row.expect);
    });
  }
});
