import type { QuizGateFixture } from '#test/support/quiz-fixture';
import type { Role } from '#test/support/roles';

/** A row of authorization-matrix.ts (its context has `quiz`); kept apart so the matrix stays one import away. */
interface QuizMatrixRow {
  route: string;
  expect: Record<Role, number>;
  request: (ctx: { quiz: QuizGateFixture }) => { url: string; payload?: unknown };
}

const adminOnly = (status: number): Record<Role, number> => ({
  guest: 401,
  learner: 403,
  otherLearner: 403,
  admin: status,
});
const enrolled = (status: number): Record<Role, number> => ({
  guest: 401,
  learner: status,
  otherLearner: 403,
  admin: status,
});

/** Quizzes and the final exam (issue 20): the editor for admins, attempts for enrolled learners, each attempt its taker's. */
export function quizRows(): QuizMatrixRow[] {
  const q = (c: { quiz: QuizGateFixture }) => c.quiz;
  return [
    {
      route: 'GET /api/lectures/:id/quiz',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/lectures/${q(c).quizId}/quiz` }),
    },
    {
      route: 'PATCH /api/lectures/:id/quiz',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/lectures/${q(c).quizId}/quiz`, payload: { passPercent: 50 } }),
    },
    {
      route: 'POST /api/lectures/:id/quiz/questions',
      expect: adminOnly(201),
      request: (c) => ({
        url: `/api/lectures/${q(c).quizId}/quiz/questions`,
        payload: { kind: 'true_false', prompt: 'Gate row?', answer: false },
      }),
    },
    {
      route: 'PATCH /api/quiz-questions/:id',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/quiz-questions/${q(c).questionId}`, payload: { position: 0 } }),
    },
    {
      route: 'DELETE /api/quiz-questions/:id',
      expect: adminOnly(204),
      request: (c) => ({ url: `/api/quiz-questions/${q(c).spareQuestionId}` }),
    },
    {
      route: 'POST /api/lectures/:id/quiz/import',
      expect: adminOnly(200),
      request: (c) => ({
        url: `/api/lectures/${q(c).quizId}/quiz/import`,
        payload: { format: 'json', content: '[{"type":"true_false","question":"Imported?","correct":true}]' },
      }),
    },
    {
      route: 'GET /api/lectures/:id/quiz/results',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/lectures/${q(c).quizId}/quiz/results` }),
    },
    {
      route: 'GET /api/lectures/:id/quiz/state',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${q(c).quizId}/quiz/state` }),
    },
    // the learner resumes the open attempt; the admin (allowed in every course) starts one of their own
    {
      route: 'POST /api/lectures/:id/quiz/attempts',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${q(c).quizId}/quiz/attempts` }),
    },
    // only the taker answers an attempt (a second submit answers the same result)
    {
      route: 'POST /api/quiz-attempts/:id/submit',
      expect: { guest: 401, learner: 200, otherLearner: 404, admin: 404 },
      request: (c) => ({ url: `/api/quiz-attempts/${q(c).openAttemptId}/submit`, payload: { answers: {} } }),
    },
    // the taker and the admins read a submitted attempt; anyone else finds nothing
    {
      route: 'GET /api/quiz-attempts/:id',
      expect: { guest: 401, learner: 200, otherLearner: 404, admin: 200 },
      request: (c) => ({ url: `/api/quiz-attempts/${q(c).submittedAttemptId}` }),
    },
  ];
}
