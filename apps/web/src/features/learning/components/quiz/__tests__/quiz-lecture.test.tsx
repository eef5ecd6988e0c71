import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TQuizAttemptResult, TQuizState } from '@masar/contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeContent, makeLecture } from '../../__tests__/fixtures';

const quizContent = makeContent({
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

const state = (overrides: Partial<TQuizState> = {}): TQuizState => ({
  lectureId: 'q1',
  passPercent: 70,
  maxAttempts: 3,
  isFinalExam: true,
  questionCount: 2,
  attempts: [],
  bestScore: null,
  passed: false,
  attemptsLeft: 3,
  openAttemptId: null,
  ...overrides,
});

const QUESTION_1 = '11111111-1111-4111-8111-111111111111';
const QUESTION_2 = '22222222-2222-4222-8222-222222222222';

describe('a quiz lecture in the player', { timeout: 30_000 }, () => {
  it('starts an attempt, sends the chosen option ids once, and shows the graded result with explanations', async () => {
    signIn();
    await i18next.changeLanguage('en');
    let sent: unknown = null;
    const result: TQuizAttemptResult = {
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
      questions: [
        {
          _id: QUESTION_1,
          kind: 'single',
          prompt: 'Capital of Egypt?',
          options: [
            { id: 'o2', text: 'Giza' },
            { id: 'o1', text: 'Cairo' },
          ],
          selected: ['o1'],
          correctOptionIds: ['o1'],
          correct: true,
          explanation: null,
        },
        {
          _id: QUESTION_2,
          kind: 'true_false',
          prompt: 'The sun is a star',
          options: [
            { id: 'true', text: 'true' },
            { id: 'false', text: 'false' },
          ],
          selected: ['false'],
          correctOptionIds: ['true'],
          correct: false,
          explanation: 'It is the nearest star.',
        },
      ],
    };
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () => HttpResponse.json(state())),
      http.post('*/api/lectures/q1/quiz/attempts', () =>
        HttpResponse.json({
          _id: 'a1',
          number: 1,
          questions: [
            { _id: QUESTION_1, kind: 'single', prompt: 'Capital of Egypt?', options: result.questions[0]?.options },
            { _id: QUESTION_2, kind: 'true_false', prompt: 'The sun is a star', options: result.questions[1]?.options },
          ],
        }),
      ),
      http.post('*/api/quiz-attempts/a1/submit', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(result);
      }),
    );
    renderApp('/course-overview/c1?lecture=q1');
    expect(await screen.findByText('Needed for the certificate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));

    const first = await screen.findByRole('group', { name: /Capital of Egypt\?/ });
    await userEvent.click(within(first).getByLabelText('Cairo'));
    const second = screen.getByRole('group', { name: /The sun is a star/ });
    await userEvent.click(within(second).getByLabelText('False'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'Not passed: you scored 50%' })).toBeInTheDocument();
    expect(sent).toEqual({ answers: { [QUESTION_1]: ['o1'], [QUESTION_2]: ['false'] } });
    expect(screen.getByText('It is the nearest star.')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left.', { exact: false })).toBeInTheDocument();
  });

  it('offers no new attempt when none are left', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () =>
        HttpResponse.json(
          state({
            attemptsLeft: 0,
            bestScore: 40,
            attempts: [1, 2, 3].map((n) => ({
              _id: `a${n}`,
              number: n,
              startedAt: '2026-11-26T10:00:00.000Z',
              submittedAt: '2026-11-26T10:05:00.000Z',
              scorePercent: 40,
              passed: false,
            })),
          }),
        ),
      ),
    );
    renderApp('/course-overview/c1?lecture=q1');
    expect(await screen.findByText('You have used all the attempts this quiz allows.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again|Start the quiz/ })).not.toBeInTheDocument();
  });
});
