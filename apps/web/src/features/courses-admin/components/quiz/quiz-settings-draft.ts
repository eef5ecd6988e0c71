import {
  QUIZ_VALIDATION,
  ZQuizSettings,
  type TQuizAdmin,
  type TQuizRevealAnswers,
  type TQuizSettings,
  type TQuizValidationKey,
} from '@masar/contracts';

/** The rules as the form holds them: numbers as typed (empty: none/all/unlimited). */
export type TQuizSettingsDraft = {
  passPercent: string;
  maxAttempts: string;
  isFinalExam: boolean;
  questionsPerAttempt: string;
  shuffleQuestions: boolean;
  timeLimitMinutes: string;
  retakeWaitMinutes: string;
  revealAnswers: TQuizRevealAnswers;
};

type TNumberField = 'passPercent' | 'maxAttempts' | 'questionsPerAttempt' | 'timeLimitMinutes' | 'retakeWaitMinutes';

/** Each number's contract key: its one message whatever was wrong (empty, a fraction, out of range). */
const NUMBER_FIELDS: Record<TNumberField, TQuizValidationKey> = {
  passPercent: QUIZ_VALIDATION.passPercent,
  maxAttempts: QUIZ_VALIDATION.maxAttempts,
  questionsPerAttempt: QUIZ_VALIDATION.questionsPerAttempt,
  timeLimitMinutes: QUIZ_VALIDATION.timeLimit,
  retakeWaitMinutes: QUIZ_VALIDATION.retakeWait,
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(quiz: TQuizSettings): TQuizSettingsDraft {
  return {
    passPercent: String(quiz.passPercent),
    maxAttempts: text(quiz.maxAttempts),
    isFinalExam: quiz.isFinalExam,
    questionsPerAttempt: text(quiz.questionsPerAttempt),
    shuffleQuestions: quiz.shuffleQuestions,
    timeLimitMinutes: text(quiz.timeLimitMinutes),
    retakeWaitMinutes: text(quiz.retakeWaitMinutes),
    revealAnswers: quiz.revealAnswers,
  };
}

/** The saved rules in one string, to notice when they change. */
export const settingsKey = (quiz: TQuizSettings) => JSON.stringify(draftOf(quiz));

export type TDraftErrors = Partial<Record<TNumberField, TQuizValidationKey>>;

/**
 * The PATCH body: only the rules that changed, so that marking a quiz final leaves the server to
 * set a final exam's pool and shuffle (unless the admin set them in the same save); or the fields'
 * contract keys when a number is not valid.
 */
export function changesOf(
  draft: TQuizSettingsDraft,
  quiz: TQuizAdmin,
): { body: Partial<TQuizSettings>; errors: TDraftErrors } {
  const body: Partial<TQuizSettings> = {};
  const errors: TDraftErrors = {};
  for (const [field, key] of Object.entries(NUMBER_FIELDS) as Array<[TNumberField, TQuizValidationKey]>) {
    const typed = draft[field].trim();
    // the pass mark cannot be empty; the others' empty is null (unlimited, all, none)
    const value = typed === '' ? (field === 'passPercent' ? Number.NaN : null) : Number(typed);
    const parsed = ZQuizSettings.shape[field].safeParse(value);
    if (!parsed.success) errors[field] = key;
    else if (parsed.data !== quiz[field]) Object.assign(body, { [field]: parsed.data });
  }
  if (draft.isFinalExam !== quiz.isFinalExam) body.isFinalExam = draft.isFinalExam;
  if (draft.shuffleQuestions !== quiz.shuffleQuestions) body.shuffleQuestions = draft.shuffleQuestions;
  // a final exam never shows its answers: its choice is kept as it was for if it is unmarked
  if (!draft.isFinalExam && draft.revealAnswers !== quiz.revealAnswers) body.revealAnswers = draft.revealAnswers;
  return { body, errors };
}
