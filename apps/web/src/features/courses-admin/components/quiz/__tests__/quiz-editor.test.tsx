import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TQuizAdmin } from '@masar/contracts';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { QuizEditor } from '../quiz-editor';

const renderEditor = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizEditor lectureId="q1" />
    </QueryClientProvider>,
  );

const quiz = (questions: TQuizAdmin['questions'] = []): TQuizAdmin => ({
  lectureId: 'q1',
  courseId: 'c1',
  passPercent: 70,
  maxAttempts: null,
  isFinalExam: false,
  questionsPerAttempt: null,
  shuffleQuestions: false,
  timeLimitMinutes: null,
  retakeWaitMinutes: null,
  revealAnswers: 'after_passing',
  questions,
});

describe('the quiz editor in the lecture dialog (issue 20)', { timeout: 30_000 }, () => {
  it('imports a bank, shows the server’s row-numbered refusal, and lists the imported questions with their answers', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/lectures/q1/quiz', () => HttpResponse.json(quiz())),
      http.post('*/api/lectures/q1/quiz/import', async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1)
          return HttpResponse.json(
            {
              code: 'VALIDATION_FAILED',
              message:
                'Nothing was imported. Fix these rows and try again: row 3: type must be single, multiple or true_false',
              details: { content: 'x', rows: [{ row: 3, message: 'type must be single, multiple or true_false' }] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          imported: 1,
          quiz: quiz([
            {
              _id: 'x1',
              position: 0,
              kind: 'single',
              prompt: 'Capital of Egypt?',
              options: [
                { id: 'a', text: 'Giza', correct: false },
                { id: 'b', text: 'Cairo', correct: true },
              ],
              explanation: null,
            },
          ]),
        });
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText(/No questions yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import questions' }));
    const bank = screen.getByLabelText('Question bank');
    await user.type(bank, 'type,question,options,correct');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/row 3: type must be single/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Capital of Egypt?')).toBeInTheDocument();
    expect(within(list).getByText('Correct:', { exact: false }).parentElement).toHaveTextContent('Cairo');
    expect(sent[1]).toEqual({ format: 'csv', content: 'type,question,options,correct', mode: 'append' });
  });

  it('marks the attempts the time limit closed in the results, and tells of a JSON bank’s settings', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const attempt = (n: number, expired: boolean) => ({
      _id: `a${n}`,
      number: n,
      startedAt: '2026-11-26T10:00:00.000Z',
      submittedAt: '2026-11-26T10:01:00.000Z',
      scorePercent: expired ? 0 : 80,
      passed: !expired,
      expired,
      learner: { _id: `u${n}`, name: `Learner ${n}`, email: `l${n}@example.com` },
    });
    server.use(
      http.get('*/api/lectures/q1/quiz', () => HttpResponse.json(quiz())),
      http.get('*/api/lectures/q1/quiz/results', () =>
        HttpResponse.json({
          lectureId: 'q1',
          attempts: 2,
          learners: 2,
          passedLearners: 1,
          passRate: 50,
          averageScore: 40,
          mostMissed: [],
          recent: [attempt(1, true), attempt(2, false)],
        }),
      ),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Results' }));
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('time ran out');
    expect(rows[2]).not.toHaveTextContent('time ran out');

    await user.click(screen.getByRole('button', { name: 'Import questions' }));
    await user.selectOptions(screen.getByLabelText('Format'), 'json');
    expect(screen.getByText(/A JSON bank may also set the quiz rules/)).toBeInTheDocument();
  });
});
