import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { QUESTION_1, QUESTION_2, attemptQuestions, gradedResult, quizContent, quizState } from './quiz-fixtures';

describe('a quiz lecture in the player', { timeout: 30_000 }, () => {
  it('starts an attempt, sends the chosen option ids once, and shows the graded result with explanations', async () => {
    signIn();
    await i18next.changeLanguage('en');
    let sent: unknown = null;
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () => HttpResponse.json(quizState({ isFinalExam: false }))),
      http.post('*/api/lectures/q1/quiz/attempts', () =>
        HttpResponse.json({ _id: 'a1', number: 1, questions: attemptQuestions, deadlineAt: null, secondsLeft: null }),
      ),
      http.post('*/api/quiz-attempts/a1/submit', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(gradedResult());
      }),
    );
    renderApp('/course-overview/c1?lecture=q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));

    const first = await screen.findByRole('group', { name: /Capital of Egypt\?/ });
    await userEvent.click(within(first).getByLabelText('Cairo'));
    // a true/false option is named by its text: its id is the attempt's own
    const second = screen.getByRole('group', { name: /The sun is a star/ });
    await userEvent.click(within(second).getByLabelText('False'));
    // no time limit, no timer
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'Not passed: you scored 50%' })).toBeInTheDocument();
    expect(sent).toEqual({ answers: { [QUESTION_1]: ['Qp3xA'], [QUESTION_2]: ['Xm4Lc'] } });
    expect(screen.getByText('It is the nearest star.')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left.', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('(correct answer)')).toHaveLength(2);
    expect(screen.getByText('True').closest('li')).toHaveTextContent('(correct answer)');
  });

  it('offers no new attempt when none are left, and marks an attempt closed by the time limit', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () =>
        HttpResponse.json(
          quizState({
            attemptsLeft: 0,
            bestScore: 40,
            attempts: [1, 2, 3].map((n) => ({
              _id: `a${n}`,
              number: n,
              startedAt: '2026-11-26T10:00:00.000Z',
              submittedAt: '2026-11-26T10:05:00.000Z',
              scorePercent: n === 3 ? 0 : 40,
              passed: false,
              expired: n === 3,
            })),
          }),
        ),
      ),
    );
    renderApp('/course-overview/c1?lecture=q1');
    expect(await screen.findByText('You have used all the attempts this quiz allows.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again|Start the quiz/ })).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Your attempts' });
    expect(within(history).getAllByRole('listitem')[2]).toHaveTextContent('Attempt 3: 0% (not passed)time ran out');
    expect(within(history).getAllByText('time ran out')).toHaveLength(1);
  });
});
