import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_VALIDATION_EN, ZResume } from '@masar/contracts';
import { CAREER_VALIDATION_AR } from '#src/modules/career/messages';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';

describe("career: the career module's validation keys in a 400's details", () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('answers them in the request language (the module adds them to the error handler)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/career/resumes',
      headers: as.learner.headers,
      payload: { language: 'en' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = ZResume.parse(created.json());
    for (const lang of ['en', 'ar'] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/career/resumes/${_id}`,
        headers: { ...as.learner.headers, 'accept-language': lang },
        payload: { data: { email: 'not-an-email' } },
      });
      expect(res.statusCode, res.body).toBe(400);
      const expected = { en: CAREER_VALIDATION_EN, ar: CAREER_VALIDATION_AR }[lang]['career.validation.emailInvalid'];
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { 'data.email': expected } });
    }
  });
});
