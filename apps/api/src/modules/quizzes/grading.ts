import { randomBytes, randomInt } from 'node:crypto';
import { TRUE_FALSE_IDS, type TQuizQuestionData } from '@masar/contracts';
import type { QuizAttemptGrading, QuizAttemptLayout, QuizOption } from '#src/db/schema/index';

interface GradedQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'true_false';
  options: QuizOption[];
}

/** An option as one attempt shows it: under the attempt's own id, standing for a stored option. */
export interface AttemptOption extends QuizOption {
  /** the stored option's id (`id` is this attempt's) */
  optionId: string;
}

type LayoutEntry = QuizAttemptLayout[number];

/** A question's options in an attempt's order under its ids; options added or removed since are left out. */
export function attemptOptions(question: GradedQuestion, entry: LayoutEntry | undefined): AttemptOption[] {
  const stored = new Map(question.options.map((o) => [o.id, o]));
  return (entry?.options ?? []).flatMap(({ id, optionId }) => {
    const option = stored.get(optionId);
    return option ? [{ ...option, id, optionId }] : [];
  });
}

/** Fisher–Yates with the crypto generator: the order cannot be predicted from earlier attempts. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** 64 random bits: an attempt's option ids say nothing of the stored ones, nor of another attempt's. */
const attemptOptionId = () => randomBytes(8).toString('base64url');

interface DrawRules {
  questionsPerAttempt: number | null;
  shuffleQuestions: boolean;
}

/**
 * An attempt's layout: a pool draws `questionsPerAttempt` questions at random and asks them in a
 * random order; otherwise every question, in the quiz's order unless shuffled. Options are shuffled
 * (true/false keeps true first) and every one gets an id of this attempt's own.
 */
export function layoutOf(questions: readonly GradedQuestion[], rules: DrawRules): QuizAttemptLayout {
  const pool = rules.questionsPerAttempt;
  const drawn = pool === null ? questions : shuffled(questions).slice(0, pool);
  const ordered = pool === null && !rules.shuffleQuestions ? drawn : shuffled(drawn);
  return ordered.map((q) => {
    const ids = q.options.map((o) => o.id);
    return {
      questionId: q.id,
      options: (q.kind === 'true_false' ? ids : shuffled(ids)).map((optionId) => ({ id: attemptOptionId(), optionId })),
    };
  });
}

/** Right only when exactly the correct options were chosen: a partly right answer is wrong. */
export function isRight(question: GradedQuestion, selected: readonly string[]): boolean {
  const correct = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
  const chosen = new Set(selected);
  if (question.kind !== 'multiple' && chosen.size > 1) return false;
  return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
}

/**
 * Grades answers (the attempt's option ids) against the questions as they are now, in the attempt's
 * layout; a question deleted since the attempt began is left out. Ids the attempt did not show are
 * dropped, unanswered is wrong. What was chosen is kept as stored option ids.
 */
export function grade(
  layout: QuizAttemptLayout,
  questions: ReadonlyMap<string, GradedQuestion>,
  answers: Readonly<Record<string, readonly string[]>>,
): { grading: QuizAttemptGrading; scorePercent: number } {
  const grading: QuizAttemptGrading = [];
  for (const entry of layout) {
    const question = questions.get(entry.questionId);
    if (!question) continue;
    const shown = new Map(attemptOptions(question, entry).map((o) => [o.id, o.optionId]));
    const selected = [...new Set((answers[entry.questionId] ?? []).flatMap((id) => shown.get(id) ?? []))];
    grading.push({ questionId: entry.questionId, selected, correct: isRight(question, selected) });
  }
  const right = grading.filter((g) => g.correct).length;
  return { grading, scorePercent: grading.length === 0 ? 0 : Math.floor((right * 100) / grading.length) };
}

const optionId = () =>
  randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0');

/**
 * The stored options of a question as written by an admin; true/false gets its two. An edited
 * question keeps its options' ids place by place, so earlier attempts still read.
 */
export function storedOptions(q: TQuizQuestionData, previous: readonly QuizOption[] = []): QuizOption[] {
  if (q.kind === 'true_false')
    return TRUE_FALSE_IDS.map((id) => ({ id, text: id, correct: (id === 'true') === q.answer }));
  const ids = new Set<string>(previous.slice(0, q.options.length).map((o) => o.id));
  return q.options.map((o, i) => {
    const kept = previous[i]?.id;
    if (kept && !TRUE_FALSE_IDS.includes(kept as 'true')) return { id: kept, text: o.text, correct: o.correct };
    let id = optionId();
    while (ids.has(id)) id = optionId();
    ids.add(id);
    return { id, text: o.text, correct: o.correct };
  });
}
