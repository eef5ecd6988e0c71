import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TQuizAdmin } from '@masar/contracts';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { QuizEditor } from '../quiz-editor';

const question = (n: number): TQuizAdmin['questions'][number] => ({
  _id: `x${n}`,
  position: n,
  kind: 'true_false',
  prompt: `Statement ${n}`,
  options: [
    { id: 'true', text: 'true', correct: true },
    { id: 'false', text: 'false', correct: false },
  ],
  explanation: null,
});

const quiz = (overrides: Partial<TQuizAdmin> = {}): TQuizAdmin => ({
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
  questions: [1, 2, 3, 4, 5, 6].map(question),
  ...overrides,
});

const renderEditor = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizEditor lectureId="q1" />
    </QueryClientProvider>,
  );

/** Issue 31's rules in the quiz editor. */
describe('the quiz rules form', { timeout: 30_000 }, () => {
  it('sends the pool, shuffle, time limit, wait and when answers show: only what changed', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/lectures/q1/quiz', () => HttpResponse.json(quiz())),
      http.patch('*/api/lectures/q1/quiz', async ({ request }) => {
        const body = (await request.json()) as Partial<TQuizAdmin>;
        sent.push(body);
        return HttpResponse.json(quiz(body));
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    const pool = await screen.findByLabelText('Questions per attempt');
    expect(screen.getByText(/Leave empty to ask all the bank’s questions \(6\)/)).toBeInTheDocument();
    await user.type(pool, '4');
    await user.click(screen.getByLabelText('Shuffle the questions'));
    await user.type(screen.getByLabelText('Time limit (minutes)'), '30');
    await user.type(screen.getByLabelText('Wait between attempts (minutes)'), '60');
    await user.selectOptions(screen.getByLabelText('When to show the right answers'), 'after_last_attempt');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      questionsPerAttempt: 4,
      shuffleQuestions: true,
      timeLimitMinutes: 30,
      retakeWaitMinutes: 60,
      revealAnswers: 'after_last_attempt',
    });

    // emptied again: none (null), and nothing else sent
    await user.clear(screen.getByLabelText('Time limit (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ timeLimitMinutes: null });
  });

  it('leaves a final exam’s pool and shuffle to the server, shows what it set, and never offers its answers', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/lectures/q1/quiz', () => HttpResponse.json(quiz())),
      http.patch('*/api/lectures/q1/quiz', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          quiz({ isFinalExam: true, questionsPerAttempt: 10, shuffleQuestions: true, revealAnswers: 'never' }),
        );
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByLabelText('Final exam of the course'));
    const reveal = screen.getByLabelText('When to show the right answers');
    expect(reveal).toBeDisabled();
    expect(reveal).toHaveValue('never');
    expect(screen.getByText('A final exam never shows its answers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(sent).toEqual([{ isFinalExam: true }]));
    await waitFor(() => expect(screen.getByLabelText('Questions per attempt')).toHaveValue(10));
    expect(screen.getByLabelText('Shuffle the questions')).toBeChecked();
  });

  it('refuses a time limit out of range with its message, in Arabic too, before sending', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    let sent = 0;
    server.use(
      http.get('*/api/lectures/q1/quiz', () => HttpResponse.json(quiz())),
      http.patch('*/api/lectures/q1/quiz', () => {
        sent += 1;
        return HttpResponse.json(quiz());
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('الوقت المحدد (بالدقائق)'), '601');
    await user.type(screen.getByLabelText('الانتظار بين المحاولات (بالدقائق)'), '0');
    await user.click(screen.getByRole('button', { name: 'احفظ القواعد' }));
    expect(
      await screen.findByText('أدخل مدة من 1 إلى 600 دقيقة، أو اتركها فارغة لاختبار بلا وقت محدد'),
    ).toBeInTheDocument();
    expect(screen.getByText('أدخل مدة انتظار من 1 إلى 10080 دقيقة، أو اتركها فارغة لعدم الانتظار')).toBeInTheDocument();
    expect(screen.getByLabelText('الوقت المحدد (بالدقائق)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });
});
