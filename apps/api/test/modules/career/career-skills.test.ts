import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCareerRoleList, ZResume, ZSkillList, ZSkillsAnalysis } from '@masar/contracts';
import { ROLES, SKILLS } from '@masar/career/skills/catalog';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

describe('career: skills analysis (/api/career/roles, /skills, /skills/analyze)', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const get = (url: string, who: Role = 'learner') =>
    app.inject({ url: `/api/career${url}`, headers: as[who].headers });
  const analyze = async (payload: object, who: Role = 'learner') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/career/skills/analyze',
      headers: as[who].headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSkillsAnalysis.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('ships a bilingual skill list and roles whose skills all exist', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(100);
    for (const s of SKILLS) {
      expect(s.ar, s.id).toMatch(/[\u0600-\u06FF]/);
      expect(s.en, s.id).toMatch(/[A-Za-z]/);
    }
    const ids = new Set(SKILLS.map((s) => s.id));
    for (const role of ROLES) for (const s of role.skills) expect(ids.has(s.id), `${role.id}: ${s.id}`).toBe(true);
  });

  it('lists the roles and searches the skill list in either language', async () => {
    const roles = ZCareerRoleList.parse((await get('/roles')).json());
    expect(roles.find((r) => r.id === 'data-analyst')).toEqual({
      id: 'data-analyst',
      name: { ar: 'محلل بيانات', en: 'Data Analyst' },
      industry: 'data',
    });
    const arabic = ZSkillList.parse((await get(`/skills?q=${encodeURIComponent('إكسل')}`)).json());
    expect(arabic[0]).toMatchObject({ id: 'excel', name: { en: 'Excel' } });
    const folded = ZSkillList.parse((await get(`/skills?q=${encodeURIComponent('اكسل')}`)).json());
    expect(defined(folded[0]).id).toBe('excel');
    const english = ZSkillList.parse((await get('/skills?q=power&limit=5')).json());
    expect(english.map((s) => s.id)).toContain('power-bi');
    expect((await get('/skills?limit=500')).statusCode).toBe(400);
  });

  it('sorts matched and missing skills by importance and links missing ones to courses that teach them', async () => {
    const result = await analyze({
      roleId: 'data-analyst',
      skills: ['excel', 'Power BI', 'تحليل البيانات', 'knitting'],
    });
    expect(result.role.id).toBe('data-analyst');
    // essential before important; Power BI also shows data visualisation
    expect(result.matched.map((m) => m.skill.id)).toEqual(['excel', 'data-analysis', 'data-visualization', 'power-bi']);
    const order = { essential: 0, important: 1, nice: 2 };
    for (const list of [result.matched, result.missing]) {
      for (let i = 1; i < list.length; i += 1)
        expect(order[defined(list[i - 1]).importance]).toBeLessThanOrEqual(order[defined(list[i]).importance]);
    }
    expect(result.missing[0]).toMatchObject({ skill: { id: 'sql' }, importance: 'essential' });
    expect(defined(result.missing[0]).courses.map((c) => c.slug)).toContain('sql-for-analysts');
    const python = defined(result.missing.find((m) => m.skill.id === 'python'));
    expect(python.courses.map((c) => c.slug)).toContain('machine-learning-python');
    expect(result.unrecognized).toEqual(['knitting']);
    expect(result.coverage).toBeGreaterThan(0);
    expect(result.coverage).toBeLessThan(100);
  });

  it('finds Arabic course titles for skills named in Arabic', async () => {
    const result = await analyze({ roleId: 'project-manager', skills: ['Jira'] });
    const pm = defined(result.missing.find((m) => m.skill.id === 'project-management'));
    expect(pm.courses.map((c) => c.slug)).toContain('project-management');
    const frontend = await analyze({ roleId: 'frontend-developer', skills: ['HTML', 'CSS'] });
    expect(defined(frontend.missing.find((m) => m.skill.id === 'javascript')).courses.map((c) => c.slug)).toContain(
      'javascript-from-zero',
    );
  });

  it("reads the skills of the learner's own CV, never someone else's", async () => {
    const cv = ZResume.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/career/resumes',
          headers: as.learner.headers,
          payload: {
            language: 'ar',
            data: { jobTitle: 'محلل بيانات', skills: ['SQL', 'بايثون'], summary: 'أستخدم الإحصاء و Tableau يوميا.' },
          },
        })
      ).json(),
    );
    const result = await analyze({ roleId: 'data-analyst', resumeId: cv._id });
    expect(result.matched.map((m) => m.skill.id)).toEqual(
      expect.arrayContaining(['sql', 'python', 'statistics', 'tableau', 'data-visualization']),
    );
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/career/skills/analyze',
      headers: as.otherLearner.headers,
      payload: { roleId: 'data-analyst', resumeId: cv._id },
    });
    expect(stranger.statusCode).toBe(404);
    const unknownRole = await app.inject({
      method: 'POST',
      url: '/api/career/skills/analyze',
      headers: as.learner.headers,
      payload: { roleId: 'astronaut', skills: ['x'] },
    });
    expect(unknownRole.statusCode).toBe(404);
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/career/skills/analyze',
      headers: as.learner.headers,
      payload: { roleId: 'data-analyst' },
    });
    expect(nothing.statusCode).toBe(400);
  });
});
