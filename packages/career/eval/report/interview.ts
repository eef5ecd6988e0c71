import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { answerFeedback } from '../../src/interview/feedback';
import type { SessionQuestion } from '../../src/interview/bank';
import { roleById, skillById } from '../../src/skills/catalog';
import { ratio, table } from './table';

const ZAnswers = z.array(
  z.object({
    id: z.string(),
    questionId: z.string(),
    language: z.enum(['ar', 'en']),
    kind: z.enum(['good', 'offTopic', 'keywordSalad', 'dontKnow']),
    /** the role of a technical session (its skills count as the question's keywords, as in the API) */
    role: z.string().optional(),
    answer: z.string(),
  }),
);
type Kind = z.infer<typeof ZAnswers>[number]['kind'];

const ZBankQuestion = z.object({ id: z.string(), en: z.string(), ar: z.string(), keywords: z.array(z.string()) });
const ZBank = z.object({
  behavioural: z.array(ZBankQuestion),
  situational: z.array(ZBankQuestion),
  technicalByFamily: z.record(z.string(), z.array(ZBankQuestion)),
  technicalByRole: z.record(z.string(), z.array(ZBankQuestion)),
});

/** What each kind of answer must score: good ones above 75, the others under 40. */
export const PASSES: Record<Kind, (score: number) => boolean> = {
  good: (s) => s > 75,
  offTopic: (s) => s < 40,
  keywordSalad: (s) => s < 40,
  dontKnow: (s) => s < 40,
};

function questionOf(id: string, language: 'ar' | 'en'): SessionQuestion {
  const bank = ZBank.parse(
    JSON.parse(readFileSync(new URL('../../src/data/interview-questions.json', import.meta.url), 'utf8')),
  );
  const pools: [SessionQuestion['kind'], z.infer<typeof ZBankQuestion>[]][] = [
    ['behavioural', bank.behavioural],
    ['situational', bank.situational],
    ['technical', [...Object.values(bank.technicalByFamily).flat(), ...Object.values(bank.technicalByRole).flat()]],
  ];
  for (const [kind, pool] of pools) {
    const q = pool.find((x) => x.id === id);
    if (q) return { id: q.id, kind, text: q[language], keywords: q.keywords, followUp: false };
  }
  throw new Error(`interview answers: no question ${id} in the bank`);
}

export interface InterviewFigures {
  answers: { id: string; kind: Kind; score: number; pass: boolean }[];
  byKind: Record<string, { passed: number; total: number; rate: number }>;
}

/** Each labelled answer scored as the API scores one answer of a session (session.ts answerNext). */
export function interviewFigures(file: URL): InterviewFigures {
  const answers = ZAnswers.parse(JSON.parse(readFileSync(file, 'utf8'))).map((a) => {
    const question = questionOf(a.questionId, a.language);
    const role = a.role ? roleById(a.role) : undefined;
    const roleSkills = (role?.skills ?? [])
      .map((s) => skillById(s.id))
      .flatMap((s) => (s ? (a.language === 'ar' ? [s.ar, s.en] : [s.en]) : []));
    const { score } = answerFeedback(question, a.answer, a.language, question.kind === 'technical' ? roleSkills : []);
    return { id: a.id, kind: a.kind, score, pass: PASSES[a.kind](score) };
  });
  const byKind: InterviewFigures['byKind'] = {};
  for (const a of answers) {
    const k = (byKind[a.kind] ??= { passed: 0, total: 0, rate: 0 });
    k.total += 1;
    if (a.pass) k.passed += 1;
    k.rate = ratio(k.passed, k.total);
  }
  return { answers, byKind };
}

export const printInterview = (f: InterviewFigures) =>
  [
    table(
      'Interview answers by kind (good > 75; off-topic, keyword salad, «I don’t know» < 40)',
      ['kind', 'on the right side', 'of', 'rate'],
      Object.entries(f.byKind).map(([k, v]) => [k, v.passed, v.total, v.rate]),
    ),
    table(
      'Interview answers',
      ['answer', 'kind', 'score', 'ok'],
      f.answers.map((a) => [a.id, a.kind, a.score, a.pass ? 'yes' : 'NO']),
    ),
  ].join('\n');
