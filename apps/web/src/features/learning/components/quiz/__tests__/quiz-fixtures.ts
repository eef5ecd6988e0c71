import type { TQuizAttemptResult, TQuizQuestionPublic, TQuizState } from '@masar/contracts';
import { makeContent, makeLecture } from '../../__tests__/fixtures';

/** A course whose one lecture is the quiz q1. */
export const quizContent = makeContent({
  units: [
    {
      _id: 'u1',
      title: 'Unit',
      position: 1,
      sections: [
        {
          _id: 's1',
          title: 'Section',
          position: 1,
          lectures: [makeLecture({ _id: 'q1', title: 'Final exam', kind: 'quiz', body: null })],
        },
      ],
    },
  ],
});

export const quizState = (overrides: Partial<TQuizState> = {}): TQuizState => ({
  lectureId: 'q1',
  passPercent: 70,
  maxAttempts: 3,
  isFinalExam: true,
  questionsPerAttempt: null,
  shuffleQuestions: false,
  timeLimitMinutes: null,
  retakeWaitMinutes: null,
  revealAnswers: 'never',
  questionCount: 2,
  attempts: [],
  bestScore: null,
  passed: false,
  attemptsLeft: 3,
  openAttemptId: null,
  openAttemptDeadline: null,
  nextAttemptAt: null,
  serverTime: new Date().toISOString(),
  ...overrides,
});

export const QUESTION_1 = '11111111-1111-4111-8111-111111111111';
export const QUESTION_2 = '22222222-2222-4222-8222-222222222222';

const capital: TQuizQuestionPublic = {
  _id: QUESTION_1,
  kind: 'single',
  prompt: 'Capital of Egypt?',
  options: [
    { id: 'k9Zt1', text: 'Giza' },
    { id: 'Qp3xA', text: 'Cairo' },
  ],
};
const sun: TQuizQuestionPublic = {
  _id: QUESTION_2,
  kind: 'true_false',
  prompt: 'The sun is a star',
  options: [
    { id: 'b7Rw2', text: 'true' },
    { id: 'Xm4Lc', text: 'false' },
  ],
};
/** Two questions under attempt-made option ids; the true/false one's texts are 'true' and 'false'. */
export const attemptQuestions = [capital, sun];

/** The attempt above graded: the first right, the second wrong ('false' chosen). */
export const gradedResult = (overrides: Partial<TQuizAttemptResult> = {}): TQuizAttemptResult => ({
  _id: 'a1',
  lectureId: 'q1',
  number: 1,
  scorePercent: 50,
  passed: false,
  passPercent: 70,
  bestScore: 50,
  attemptsLeft: 2,
  submittedAt: '2026-11-26T10:00:00.000Z',
  certificateCode: null,
  answersShown: true,
  expired: false,
  questions: [
    { ...capital, selected: ['Qp3xA'], correctOptionIds: ['Qp3xA'], correct: true, explanation: null },
    {
      ...sun,
      selected: ['Xm4Lc'],
      correctOptionIds: ['b7Rw2'],
      correct: false,
      explanation: 'It is the nearest star.',
    },
  ],
  ...overrides,
});
