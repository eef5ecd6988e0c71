import type { z } from 'zod';
import type {
  TAnswerFeedback,
  TCareerLevel,
  TInterviewKind,
  TInterviewSession,
  TLanguage,
  ZInterviewSessionSummary,
} from '@masar/contracts';
import type { LlmClient } from '../llm/client';
import type { EngineLogger, InterviewRecord } from '../engine-types';
import { roleById, skillById } from '../skills/catalog';
import type { SessionQuestion } from './bank';
import { foldForMatch } from '../text/normalize';
import { answerFeedback, lengthRange } from './feedback';
import { STAR_PARTS, starParts, type StarPart } from './star';
import { criterionComment, type CommentContext, type CriterionName } from './texts';
import { defined } from '@masar/contracts/defined';

export interface StoredAnswer {
  questionId: string;
  answer: string;
  feedback: TAnswerFeedback;
}

const MAX_FOLLOW_UPS = 2;

const roleName = (id: string) => {
  const role = roleById(id);
  return role ? { ar: role.ar, en: role.en } : { ar: id, en: id };
};

/** The STAR parts missing from most of the answers (a story-type session). */
function usuallyMissing(answers: StoredAnswer[]): StarPart[] {
  const shown = answers.map((a) => starParts(foldForMatch(a.answer)));
  return STAR_PARTS.filter((part) => shown.filter((parts) => !parts.includes(part)).length * 2 > answers.length);
}

const shortOrLong = (a: StoredAnswer) => (a.feedback.criteria.find((c) => c.criterion === 'length')?.score ?? 0) < 20;

export function sessionSummary(answers: StoredAnswer[], language: TLanguage, kind: TInterviewKind) {
  const names: CriterionName[] = ['structure', 'relevance', 'specifics', 'length'];
  const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);
  const [min, max] = lengthRange(kind);
  const context: CommentContext = {
    style: kind === 'technical' ? 'steps' : 'star',
    missingStar: usuallyMissing(answers),
    // the answers whose length cost points say how far off the length is
    count: mean(
      (answers.some(shortOrLong) ? answers.filter(shortOrLong) : answers).map(
        (a) => a.answer.split(/\s+/).filter(Boolean).length,
      ),
    ),
    min,
    max,
    missingIntent: [],
  };
  const criteria = names.map((criterion) => {
    const score = mean(answers.map((a) => a.feedback.criteria.find((c) => c.criterion === criterion)?.score ?? 0));
    return { criterion, score, comment: criterionComment(criterion, score, language, context) };
  });
  return {
    score: mean(answers.map((a) => a.feedback.score)),
    answered: answers.length,
    criteria,
    strengths: criteria.filter((c) => c.score >= 20).map((c) => c.comment),
    improvements: criteria.filter((c) => c.score < 20).map((c) => c.comment),
  };
}

export function toSession(row: InterviewRecord): TInterviewSession {
  const questions = row.questions as SessionQuestion[];
  const answers = row.answers as StoredAnswer[];
  const kind = questions[0]?.kind ?? 'behavioural';
  const done = row.completedAt !== null;
  const asked = questions.slice(0, done ? answers.length : answers.length + 1);
  const strip = (q: SessionQuestion) => ({ id: q.id, kind: q.kind, text: q.text, followUp: q.followUp });
  return {
    _id: row.id,
    roleId: row.role,
    roleName: roleName(row.role),
    level: row.level as TCareerLevel,
    kind,
    language: row.language,
    questions: asked.map(strip),
    current: done ? null : strip(defined(questions[answers.length])),
    answers,
    total: done ? Math.max(1, answers.length) : questions.length,
    summary: done && answers.length ? sessionSummary(answers, row.language, kind) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSessionSummary(row: InterviewRecord): z.infer<typeof ZInterviewSessionSummary> {
  const s = toSession(row);
  return {
    _id: s._id,
    roleId: s.roleId,
    roleName: s.roleName,
    level: s.level,
    kind: s.kind,
    language: s.language,
    answered: s.answers.length,
    total: s.total,
    score: row.score,
    completedAt: s.completedAt,
    createdAt: s.createdAt,
  };
}

/** A follow-up question from the model on the last answer; undefined when there is no model or it fails. */
async function followUp(
  llm: LlmClient | undefined,
  question: SessionQuestion,
  answer: string,
  language: TLanguage,
  log: EngineLogger,
): Promise<SessionQuestion | undefined> {
  if (!llm) return undefined;
  try {
    const instruction =
      language === 'ar'
        ? 'أنت مسؤول توظيف يجري مقابلة. اكتب سؤال متابعة واحدًا قصيرًا بالعربية عن إجابة المرشح، دون مقدمات. أجب بالسؤال فقط.'
        : "You are an interviewer. Write one short follow-up question in English about the candidate's answer, with no preamble. Reply with the question only.";
    const text = defined(
      (
        await llm.complete(
          [
            { role: 'system', content: instruction },
            { role: 'user', content: `Q: ${question.text}\nA: ${answer}` },
          ],
          { maxTokens: 120 },
        )
      )
        .trim()
        .split('\n')[0],
    ).slice(0, 300);
    if (text.length < 8) return undefined;
    return { id: `${question.id}-follow-up`, kind: question.kind, text, keywords: question.keywords, followUp: true };
  } catch (error) {
    log.warn({ err: error }, 'LLM follow-up question failed; the session goes on without it');
    return undefined;
  }
}

/** The session after one more answer: feedback, maybe a follow-up, completion after the last question. */
export async function answerNext(row: InterviewRecord, answer: string, llm: LlmClient | undefined, log: EngineLogger) {
  const questions = [...(row.questions as SessionQuestion[])];
  const answers = [...(row.answers as StoredAnswer[])];
  const question = defined(questions[answers.length]);
  const role = roleById(row.role);
  const roleSkills = (role?.skills ?? [])
    .map((s) => defined(skillById(s.id)))
    .flatMap((s) => (row.language === 'ar' ? [s.ar, s.en] : [s.en]));
  const feedback = answerFeedback(question, answer, row.language, question.kind === 'technical' ? roleSkills : []);
  answers.push({ questionId: question.id, answer, feedback });
  const followUps = questions.filter((q) => q.followUp).length;
  if (!question.followUp && followUps < MAX_FOLLOW_UPS && answers.length < questions.length + 1) {
    const extra = await followUp(llm, question, answer, row.language, log);
    if (extra && !questions.some((q) => q.id === extra.id)) questions.splice(answers.length, 0, extra);
  }
  const done = answers.length >= questions.length;
  return {
    questions,
    answers,
    score: done ? sessionSummary(answers, row.language, question.kind).score : null,
    completedAt: done ? new Date() : null,
  };
}
