import { randomInt } from 'node:crypto';
import { TRUE_FALSE_IDS, type TQuizQuestionData } from '@masar/contracts';
import type { QuizAttemptGrading, QuizAttemptLayout, QuizOption } from '#src/db/schema/index';

interface GradedQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'true_false';
  options: QuizOption[];
}

/** The options of a question in an attempt's order (options added since come last). */
export function orderedOptions(question: GradedQuestion, layout: QuizAttemptLayout): QuizOption[] {
  const order = layout.find((l) => l.questionId === question.id)?.optionIds ?? [];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...question.options].sort((a, b) => rank(a.id) - rank(b.id));
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

/** An attempt's layout: questions in the quiz's order, options shuffled (true/false keeps true first). */
export function layoutOf(questions: readonly GradedQuestion[]): QuizAttemptLayout {
  return questions.map((q) => ({
    questionId: q.id,
    optionIds: q.kind === 'true_false' ? q.options.map((o) => o.id) : shuffled(q.options.map((o) => o.id)),
  }));
}

/** Right only when exactly the correct options were chosen: a partly right answer is wrong. */
export function isRight(question: GradedQuestion, selected: readonly string[]): boolean {
  const correct = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
  const chosen = new Set(selected);
  if (question.kind !== 'multiple' && chosen.size > 1) return false;
  return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
}

/**
 * Grades answers against the questions as they are now, in the attempt's layout; a question
 * deleted since the attempt began is left out. Unknown option ids are dropped, unanswered is wrong.
 */
export function grade(
  layout: QuizAttemptLayout,
  questions: ReadonlyMap<string, GradedQuestion>,
  answers: Readonly<Record<string, readonly string[]>>,
): { grading: QuizAttemptGrading; scorePercent: number } {
  const grading: QuizAttemptGrading = [];
  for (const { questionId } of layout) {
    const question = questions.get(questionId);
    if (!question) continue;
    const known = new Set(question.options.map((o) => o.id));
    const selected = [...new Set(answers[questionId] ?? [])].filter((id) => known.has(id));
    grading.push({ questionId, selected, correct: isRight(question, selected) });
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
