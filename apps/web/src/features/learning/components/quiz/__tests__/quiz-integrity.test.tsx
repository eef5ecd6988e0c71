import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { QUESTION_1, attemptQuestions, gradedResult, quizContent, quizState } from './quiz-fixtures';

const attempt = (secondsLeft: number | null) => ({
  _id: 'a1',
  number: 1,
  questions: attemptQuestions,
  deadlineAt: secondsLeft === null ? null : new Date(Date.now() + secondsLeft * 1000).toISOString(),
  secondsLeft,
});

/** Issue 31: hidden answers, the time limit, the wait between attempts. */
describe('exam integrity in the quiz player', { timeout: 30_000 }, () => {
  it('shows a final exam’s result right or wrong per question and what was chosen, never the right option', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const hidden = gradedResult({
      answersShown: false,
      questions: gradedResult().questions.map(({ correctOptionIds: _key, explanation: _why, ...q }) => q),
    });
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () => HttpResponse.json(quizState())),
      http.post('*/api/lectures/q1/quiz/attempts', () => HttpResponse.json(attempt(null))),
      http.post('*/api/quiz-attempts/a1/submit', () => HttpResponse.json(hidden)),
    );
    renderApp('/course-overview/c1?lecture=q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));

    const result = await screen.findByRole('region', { name: 'Not passed: you scored 50%' });
    expect(within(result).getByText(/The answers are not shown for the final exam/)).toBeInTheDocument();
    expect(within(result).queryByText('(correct answer)')).not.toBeInTheDocument();
    expect(within(result).queryByText(/nearest star/)).not.toBeInTheDocument();
    // which were right and wrong, and the learner's choices
    expect(within(result).getByText('Right:', { exact: false }).parentElement).toHaveTextContent('Capital of Egypt?');
    expect(within(result).getByText('Wrong:', { exact: false }).parentElement).toHaveTextContent('The sun is a star');
    expect(within(result).getAllByText('(your answer)')).toHaveLength(2);
    expect(within(result).getByText('False').closest('li')).toHaveTextContent('(your answer)');
    // nothing styled as the right one: no option carries the success colour
    expect(result.querySelector('[data-option].bg-success\\/10')).toBeNull();
  });

  it('counts down from the server’s secondsLeft and sends what is answered at zero', async () => {
    signIn();
    await i18next.changeLanguage('en');
    let sent: unknown = null;
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () => HttpResponse.json(quizState({ timeLimitMinutes: 1 }))),
      // the device's clock says otherwise: the countdown keeps to secondsLeft
      http.post('*/api/lectures/q1/quiz/attempts', () =>
        HttpResponse.json({ ...attempt(2), deadlineAt: '2020-01-01T00:00:00.000Z' }),
      ),
      http.post('*/api/quiz-attempts/a1/submit', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(gradedResult({ answersShown: false }));
      }),
    );
    renderApp('/course-overview/c1?lecture=q1');
    expect(await screen.findByText('1 minute')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('0:02');
    // the clock is silent; only a milestone speaks
    expect(timer).not.toHaveAttribute('aria-live');
    await userEvent.click(within(screen.getByRole('group', { name: /Capital of Egypt/ })).getByLabelText('Cairo'));

    expect(await screen.findByRole('heading', { name: /Not passed/ }, { timeout: 6000 })).toBeInTheDocument();
    expect(sent).toEqual({ answers: { [QUESTION_1]: ['Qp3xA'] } });
  });

  it('shows the server’s message when a submit comes too late, and the summary again', async () => {
    signIn();
    await i18next.changeLanguage('en');
    let stateCalls = 0;
    const message =
      'Time is up: this attempt closed when its time limit ended, so answers sent after it are not graded.';
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () => {
        stateCalls += 1;
        return HttpResponse.json(quizState({ timeLimitMinutes: 1 }));
      }),
      http.post('*/api/lectures/q1/quiz/attempts', () => HttpResponse.json(attempt(60))),
      http.post('*/api/quiz-attempts/a1/submit', () =>
        HttpResponse.json({ code: 'CONFLICT', message, details: { reason: 'timeUp' } }, { status: 409 }),
      ),
    );
    renderApp('/course-overview/c1?lecture=q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('form', { name: 'Attempt 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Final exam' })).toBeInTheDocument();
    await waitFor(() => expect(stateCalls).toBeGreaterThanOrEqual(3));
  });

  it('shows the pool, the time limit and the wait, and keeps the retry shut until the wait ends', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const now = Date.now();
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () =>
        HttpResponse.json(
          quizState({
            questionCount: 25,
            questionsPerAttempt: 10,
            timeLimitMinutes: 90,
            retakeWaitMinutes: 1440,
            attemptsLeft: 2,
            attempts: [
              {
                _id: 'a1',
                number: 1,
                startedAt: new Date(now - 3_600_000).toISOString(),
                submittedAt: new Date(now - 3_000_000).toISOString(),
                scorePercent: 40,
                passed: false,
                expired: false,
              },
            ],
            serverTime: new Date(now).toISOString(),
            nextAttemptAt: new Date(now + 3_600_000).toISOString(),
          }),
        ),
      ),
    );
    renderApp('/course-overview/c1?lecture=q1');
    const summary = await screen.findByRole('region', { name: 'Final exam' });
    expect(within(summary).getByText('10 drawn from 25')).toBeInTheDocument();
    expect(within(summary).getByText('Time limit').nextElementSibling).toHaveTextContent('90 minutes');
    expect(within(summary).getByText('Wait between attempts').nextElementSibling).toHaveTextContent('1 day');
    expect(within(summary).getByText(/You can try again at/)).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('opens the retry by itself when the wait ends, by the server’s clock', async () => {
    signIn();
    await i18next.changeLanguage('en');
    // the device's clock is a day behind the server's: the wait still ends 1.5 s from now
    const serverNow = Date.now() + 86_400_000;
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () =>
        HttpResponse.json(
          quizState({
            retakeWaitMinutes: 5,
            attempts: [
              {
                _id: 'a1',
                number: 1,
                startedAt: new Date(serverNow - 600_000).toISOString(),
                submittedAt: new Date(serverNow - 298_500).toISOString(),
                scorePercent: 40,
                passed: false,
                expired: false,
              },
            ],
            serverTime: new Date(serverNow).toISOString(),
            nextAttemptAt: new Date(serverNow + 1500).toISOString(),
          }),
        ),
      ),
    );
    renderApp('/course-overview/c1?lecture=q1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toBeDisabled();
    await waitFor(() => expect(retry).toBeEnabled(), { timeout: 4000 });
    expect(screen.queryByText(/You can try again at/)).not.toBeInTheDocument();
  });

  it('resumes an open timed attempt after a reload with the time the server says is left', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/Courses/content', () => HttpResponse.json(quizContent)),
      http.get('*/api/lectures/q1/quiz/state', () =>
        HttpResponse.json(
          quizState({
            timeLimitMinutes: 10,
            attemptsLeft: 2,
            attempts: [
              {
                _id: 'a1',
                number: 1,
                startedAt: new Date(Date.now() - 480_000).toISOString(),
                submittedAt: null,
                scorePercent: null,
                passed: null,
                expired: false,
              },
            ],
            openAttemptId: 'a1',
            openAttemptDeadline: new Date(Date.now() + 120_000).toISOString(),
          }),
        ),
      ),
      http.post('*/api/lectures/q1/quiz/attempts', () => HttpResponse.json(attempt(119))),
    );
    renderApp('/course-overview/c1?lecture=q1');
    expect(await screen.findByText(/Your attempt is open until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume the attempt' }));
    expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent(/^1:5\d$/);
  });
});
