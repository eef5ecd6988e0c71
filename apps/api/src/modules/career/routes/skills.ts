import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCareerRoleList,
  ZSkillList,
  ZSkillSearchQuery,
  ZSkillsAnalysis,
  ZSkillsAnalysisRequest,
} from '@masar/contracts';
import { careerError } from '../messages';
import { analyzeSkills } from '@masar/career/skills/analysis';
import { ROLES, roleById, searchSkills, toRole } from '@masar/career/skills/catalog';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { loadSource } from './enhance';
import { viewerOf } from './helpers';

/** Target roles, the bilingual skill list, and the skills gap against a role with courses that close it. */
const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/career/roles',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'Target roles (skills analysis and interview practice)',
        security: BEARER,
        response: { 200: ZCareerRoleList, ...errorResponses(401) },
      },
    },
    async () => ROLES.map(toRole),
  );

  app.get(
    '/career/skills',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'The bilingual skill list, searched in Arabic or English',
        security: BEARER,
        querystring: ZSkillSearchQuery,
        response: { 200: ZSkillList, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchSkills(request.query.q, request.query.limit ?? 20),
  );

  app.post(
    '/career/skills/analyze',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: "The learner's skills (typed, or from a CV) against a target role",
        description:
          'Matched and missing skills in order of importance; each missing skill with published courses that teach it.',
        security: BEARER,
        body: ZSkillsAnalysisRequest,
        response: { 200: ZSkillsAnalysis, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { roleId, skills, resumeId, reviewId } = request.body;
      const role = roleById(roleId);
      if (!role) throw careerError('NOT_FOUND', 'roleNotFound', 'roleId');
      const cv =
        resumeId || reviewId
          ? (await loadSource(app, viewerOf(request), resumeId ? { resumeId } : { reviewId })).data
          : undefined;
      return analyzeSkills(app.career.skillCourses.teaching, role, skills ?? [], cv);
    },
  );
};

export default skillsRoutes;
