import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config/config';
import { buildTestApp } from '../../helper';
import { startMoodleStub, type MoodleStub } from '../../support/moodle-stub';

const moodle = (url: string | undefined, token: string | undefined, overrides: Partial<Config['moodle']> = {}): Partial<Config> => ({
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
  const list = (app: FastifyInstance, lang = 'en') => app.inject({ url: '/api/moodle-courses', headers: { 'accept-language': lang } });

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
    expect(stub.calls.at(-1)!.wsfunction).toBe('core_course_get_courses');
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

  it("answers 503 'Moodle is not configured' without MOODLE_URL and MOODLE_TOKEN, translated for Arabic", async () => {
    const en = await list(unconfigured);
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Moodle is not configured' });
    expect((await list(unconfigured, 'ar')).json().message).toBe('لم يتم إعداد Moodle');
  });

  it("turns Moodle's invalidtoken answer (HTTP 200) into a 502 with Moodle's message", async () => {
    const token = stub.token;
    stub.token = 'the-site-changed-its-token';
    try {
      const response = await list(fresh);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'UPSTREAM_FAILED', message: 'Invalid token - token not found', details: { moodleErrorcode: 'invalidtoken' } });
    } finally {
      stub.token = token;
    }
  });

  it('answers 502 for other Moodle exceptions, and does not keep the failure', async () => {
    stub.failNext('core_course_get_courses', { exception: 'webservice_access_exception', errorcode: 'accessexception', message: 'Access control exception' });
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
    expect((await list(unreachable)).json()).toEqual({ code: 'UPSTREAM_FAILED', message: 'Moodle could not be reached.' });
  });
});
