import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { dbFingerprint } from '#test/support/db-fingerprint';
import { actors, type Actor, type Role } from '#test/support/roles';

// A lone UTF-16 surrogate is valid JSON ("\ud800") and a valid JS string, but no valid Unicode:
// PostgreSQL refuses it deep in a query. Every route must answer 400 instead of a 500.
const LONE = ['\ud800', 'a\udfffb', 'سيرة\ud83d', '\udc00\ud800'];

describe('career: text with a lone UTF-16 surrogate is a 400, never a 500', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let resumeId: string;
  let interviewId: string;
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, lang = 'en') =>
    app.inject({
      method,
      url: `/api/career${url}`,
      headers: { ...as.learner.headers, 'content-type': 'application/json', 'accept-language': lang },
      // JSON.stringify writes a lone surrogate as the escape \ud800, as a browser would send it
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    const resume = await send('POST', '/resumes', { language: 'en', title: 'CV', data: { name: 'Sara Ali' } });
    expect(resume.statusCode, resume.body).toBe(201);
    resumeId = resume.json()._id;
    const interview = await send('POST', '/interviews', {
      roleId: 'data-analyst',
      level: 'mid',
      kind: 'behavioural',
      language: 'en',
      questionCount: 3,
    });
    expect(interview.statusCode, interview.body).toBe(201);
    interviewId = interview.json()._id;
  });
  afterAll(() => app.close());

  const bodies = (bad: string): [string, 'POST' | 'PATCH', string, unknown][] => [
    ['a new CV title', 'POST', '/resumes', { language: 'en', title: bad }],
    ['a new CV field', 'POST', '/resumes', { language: 'en', data: { name: bad } }],
    ['a CV summary', 'PATCH', `/resumes/${resumeId}`, { data: { summary: bad } }],
    [
      'an experience line',
      'PATCH',
      `/resumes/${resumeId}`,
      { data: { experience: [{ jobTitle: bad, company: 'Fawry', from: '2020', description: 'x' }] } },
    ],
    ['a skill', 'PATCH', `/resumes/${resumeId}`, { data: { skills: [bad] } }],
    ['an interview answer', 'POST', `/interviews/${interviewId}/answers`, { answer: `I led the team. ${bad}` }],
    ['a skill to analyse', 'POST', '/skills/analyze', { roleId: 'data-analyst', skills: [bad] }],
    [
      'an accepted rewrite',
      'POST',
      '/enhance/apply',
      { resumeId, accepted: [{ target: { section: 'summary' }, text: bad }] },
    ],
    ['a key of the body', 'PATCH', `/resumes/${resumeId}`, { data: { [`x${bad}`]: 'y' } }],
  ];

  it('answers 400 in the error shape, in the reader language, and stores nothing', async () => {
    for (const bad of LONE) {
      for (const [what, method, url, body] of bodies(bad)) {
        const before = await dbFingerprint(app);
        const res = await send(method, url, body, 'ar');
        expect(res.statusCode, `${what} (${JSON.stringify(bad)}): ${res.body.slice(0, 200)}`).toBe(400);
        const error = ZApiError.parse(res.json());
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message).toMatch(/[\u0600-\u06FF]/);
        expect(await dbFingerprint(app)).toBe(before);
      }
    }
  });

  it('still takes well-formed text, surrogate pairs (emoji) included', async () => {
    const res = await send('PATCH', `/resumes/${resumeId}`, {
      data: { summary: 'Data analyst 📊 who ships dashboards 🚀' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.summary).toBe('Data analyst 📊 who ships dashboards 🚀');
  });
});
