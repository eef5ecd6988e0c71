import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config/config';
import { buildTestApp } from '#test/helper';
import { bearer } from '#test/support/accounts';
import { startMoodleStub, type MoodleStub } from '#test/support/moodle-stub';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const moodle = (
  url: string | undefined,
  token: string | undefined,
  overrides: Partial<Config['moodle']> = {},
): Partial<Config> => ({
  moodle: { url, token, timeoutMs: 2000, cacheSeconds: 60, syncIntervalSeconds: 0, ...overrides },
});

/** GET /api/moodle-courses against a local server answering like Moodle's REST web service. */
describe('GET /api/moodle-courses', () => {
  let stub: MoodleStub;
  /** cached as configured by default */
  let cached: FastifyInstance;
  /** no cache and a short timeout */
  let fresh: FastifyInstance;
  let unconfigured: FastifyInstance;
  let unreachable: FastifyInstance;
  const list = (app: FastifyInstance, lang = 'en') =>
    app.inject({ url: '/api/moodle-courses', headers: { 'accept-language': lang } });
  const ids = (response: { json(): { data: { courses: Array<{ id: number }> } } }) =>
    response.json().data.courses.map((c) => c.id);
  async function adminHeaders(app: FastifyInstance) {
    const admin = defined(await app.usersRepository.findByEmail(TEST_ADMIN.email));
    return bearer((await app.sessions.create(admin)).accessToken);
  }
  /** runs `work` with extra courses on the Moodle site */
  async function withCourses(extra: MoodleStub['courses'], work: () => Promise<void>) {
    stub.courses.push(...extra);
    try {
      await work();
    } finally {
      stub.courses.splice(stub.courses.length - extra.length, extra.length);
    }
  }

  beforeAll(async () => {
    stub = await startMoodleStub();
    [cached, fresh, unconfigured, unreachable] = await Promise.all([
      buildTestApp({ config: moodle(stub.url, stub.token) }),
      buildTestApp({ config: moodle(stub.url, stub.token, { cacheSeconds: 0, timeoutMs: 300 }) }),
      buildTestApp({ config: moodle(undefined, undefined) }),
      buildTestApp({ config: moodle('http://127.0.0.1:9', 'x', { cacheSeconds: 0 }) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([cached, fresh, unconfigured, unreachable].map((a) => a?.close()));
    await stub?.close();
  });

  it("answers Moodle's courses without the site course, non-ASCII names decoded, to anyone", async () => {
    const response = await list(fresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        courses: [
          { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون' },
          { id: 3, fullname: 'Data Science Foundations' },
        ],
      },
    });
    expect(defined(stub.calls.at(-1)).wsfunction).toBe('core_course_get_courses');
  });

  it('keeps the list briefly and asks Moodle once for concurrent callers', async () => {
    const before = stub.calls.length;
    const answers = await Promise.all([list(cached), list(cached), list(cached)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    stub.courses.push({ id: 7, fullname: 'Added later' });
    try {
      expect((await list(cached)).json().data.courses).toHaveLength(2);
      expect(stub.calls.length - before).toBe(1);
      // without the cache every call is fresh
      expect((await list(fresh)).json().data.courses.map((c: { id: number }) => c.id)).toEqual([2, 3, 7]);
    } finally {
      stub.courses.pop();
    }
  });

  it('decodes the HTML entities Moodle puts in course names (Data Science &amp; AI)', async () => {
    await withCourses(
      [
        { id: 5, fullname: `Data Science & AI: <Intro> "Q&A" it's` },
        { id: 6, fullname: 'علوم البيانات & الذكاء' },
      ],
      async () => {
        const courses = (await list(fresh)).json().data.courses;
        expect(courses.find((c: { id: number }) => c.id === 5).fullname).toBe(`Data Science & AI: <Intro> "Q&A" it's`);
        expect(courses.find((c: { id: number }) => c.id === 6).fullname).toBe('علوم البيانات & الذكاء');
      },
    );
  });

  it("answers the courses by id, whatever order Moodle's unordered query gives them in", async () => {
    await withCourses(
      [
        { id: 9, fullname: 'Nine' },
        { id: 4, fullname: 'Four' },
      ],
      async () => {
        const answers = [await list(fresh), await list(fresh), await list(fresh)];
        for (const answer of answers) expect(ids(answer)).toEqual([2, 3, 4, 9]);
      },
    );
  });

  it('leaves courses hidden in Moodle out of the public list; an admin gets every course, the hidden ones marked', async () => {
    await withCourses([{ id: 8, fullname: 'Hidden draft', visible: 0 }], async () => {
      expect(ids(await list(fresh))).toEqual([2, 3]);
      const headers = await adminHeaders(fresh);
      const asAdmin = await fresh.inject({ url: '/api/moodle/courses', headers });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().data.courses).toEqual([
        { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون', hidden: false },
        { id: 3, fullname: 'Data Science Foundations', hidden: false },
        { id: 8, fullname: 'Hidden draft', hidden: true },
      ]);
      expect((await fresh.inject({ url: '/api/moodle/courses' })).statusCode).toBe(401);
      // a token that may not update courses sees neither hidden courses nor `visible`
      stub.adminToken = false;
      try {
        expect(
          (await fresh.inject({ url: '/api/moodle/courses', headers }))
            .json()
            .data.courses.map((c: { hidden: boolean }) => c.hidden),
        ).toEqual([false, false]);
      } finally {
        stub.adminToken = true;
      }
    });
  });

  it('marks failures of the setup as such (details.cause), not passing outages', async () => {
    stub.failNext('core_course_get_courses', {
      exception: 'required_capability_exception',
      errorcode: 'nopermissions',
      message: 'Sorry, but you do not currently have permissions to do that (View courses).',
    });
    expect((await list(fresh)).json().details).toEqual({ moodleErrorcode: 'nopermissions', cause: 'configuration' });
    stub.delayMs = 800;
    try {
      expect((await list(fresh)).json().details).toBeUndefined();
    } finally {
      stub.delayMs = 0;
    }
  });

  it('tells the admin what to do when Moodle is in maintenance mode or its web services are off, in both languages', async () => {
    stub.maintenance = true;
    try {
      const en = (await list(fresh)).json();
      expect(en.code).toBe('UPSTREAM_FAILED');
      expect(en.message).toContain('Site administration > Server > Maintenance mode');
      expect(en.message).toContain('The site is undergoing maintenance');
      expect(en.details).toEqual({ moodleErrorcode: 'sitemaintenance' });
      expect((await list(fresh, 'ar')).json().message).toContain('وضع الصيانة');
    } finally {
      stub.maintenance = false;
    }
    stub.webServicesOff = true;
    try {
      const en = (await list(fresh)).json();
      expect(en).toMatchObject({ code: 'UPSTREAM_FAILED', details: { cause: 'configuration' } });
      expect(en.message).toContain('Enable web services');
      expect((await list(fresh, 'ar')).json().message).toContain('خدمات الويب');
    } finally {
      stub.webServicesOff = false;
    }
  });

  it("answers 503 'Moodle is not configured' without MOODLE_URL and MOODLE_TOKEN, translated for Arabic", async () => {
    const en = await list(unconfigured);
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Moodle is not configured',
      details: { cause: 'configuration' },
    });
    expect((await list(unconfigured, 'ar')).json().message).toBe('لم يتم إعداد Moodle');
  });

  it("turns Moodle's invalidtoken answer (HTTP 200) into a 502 with Moodle's message", async () => {
    const token = stub.token;
    stub.token = 'the-site-changed-its-token';
    try {
      const response = await list(fresh);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'UPSTREAM_FAILED',
        message: 'Invalid token - token not found',
        details: { moodleErrorcode: 'invalidtoken', cause: 'configuration' },
      });
    } finally {
      stub.token = token;
    }
  });

  it('answers 502 for other Moodle exceptions, and does not keep the failure', async () => {
    stub.failNext('core_course_get_courses', {
      exception: 'webservice_access_exception',
      errorcode: 'accessexception',
      message: 'Access control exception',
    });
    const failed = await list(fresh);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Access control exception');
    expect((await list(fresh)).statusCode).toBe(200);
  });

  it('answers 502 when Moodle is too slow, down behind a proxy, or unreachable', async () => {
    stub.delayMs = 800;
    try {
      const response = await list(fresh, 'ar');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'UPSTREAM_FAILED', message: 'لم يستجب Moodle في الوقت المحدد.' });
    } finally {
      stub.delayMs = 0;
    }
    stub.httpStatus = 503;
    try {
      expect((await list(fresh)).json()).toEqual({ code: 'UPSTREAM_FAILED', message: 'Moodle could not be reached.' });
    } finally {
      stub.httpStatus = undefined;
    }
    expect((await list(unreachable)).json()).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'Moodle could not be reached.',
    });
  });
});
