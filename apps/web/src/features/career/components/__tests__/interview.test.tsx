import type { TAnswerFeedback, TInterviewSession } from '@masar/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeSession } from './career-fixtures';
import { defined } from '@masar/contracts/defined';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const roles = [
  { id: 'marketing-specialist', name: { ar: 'أخصائي تسويق', en: 'Marketing Specialist' }, industry: 'marketing' },
];
const feedback = (score: number): TAnswerFeedback => ({
  score,
  criteria: [
    { criterion: 'structure', score: 20, comment: 'Clear situation and result.' },
    { criterion: 'relevance', score: 18, comment: 'On topic.' },
    { criterion: 'specifics', score: 10, comment: 'Add a figure.' },
    { criterion: 'length', score: 22, comment: 'A good length.' },
  ],
  strengths: ['You named the result.'],
  improvements: ['Say what you did yourself.'],
});
const q2 = { id: 'q2', kind: 'behavioural' as const, text: 'Describe a goal you missed.', followUp: false };

describe('interview practice', { timeout: 30_000 }, () => {
  it('starts a session, takes answers one at a time with feedback, and ends with a summary', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const started: unknown[] = [];
    const answers: unknown[] = [];
    let session: TInterviewSession = makeSession();
    server.use(
      http.get('*/api/career/roles', () => HttpResponse.json(roles)),
      http.get('*/api/career/interviews', () => HttpResponse.json([])),
      http.post('*/api/career/interviews', async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(session, { status: 201 });
      }),
      http.get('*/api/career/interviews/:id', () => HttpResponse.json(session)),
      http.post('*/api/career/interviews/:id/answers', async ({ request }) => {
        const { answer } = (await request.json()) as { answer: string };
        answers.push(answer);
        const done = session.answers.length === 1;
        const current = defined(session.current);
        session = {
          ...session,
          answers: [...session.answers, { questionId: current.id, answer, feedback: feedback(done ? 60 : 70) }],
          questions: done ? session.questions : [...session.questions, q2],
          current: done ? null : q2,
          summary: done
            ? {
                score: 65,
                answered: 2,
                criteria: feedback(65).criteria,
                strengths: ['Good structure overall.'],
                improvements: ['More figures.'],
              }
            : null,
          completedAt: done ? '2026-03-06T09:10:00.000Z' : null,
        };
        return HttpResponse.json(session);
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/interview');
    expect(await screen.findByText('No sessions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('option', { name: 'Marketing Specialist' })).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.selectOptions(screen.getByLabelText('Target role'), 'marketing-specialist');
    await user.selectOptions(screen.getByLabelText('Number of questions'), '3');
    await user.click(screen.getByRole('radio', { name: /Situational/ }));
    await user.click(screen.getByRole('radio', { name: /Behavioural/ }));
    await user.click(screen.getByRole('button', { name: 'Start the interview' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/career/interview/s1'));
    expect(started).toEqual([
      { roleId: 'marketing-specialist', level: 'junior', kind: 'behavioural', language: 'en', questionCount: 3 },
    ]);

    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    const question = screen.getByRole('heading', { name: 'Tell me about a time you solved a conflict.' });
    expect(question).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByText('Write an answer first')).toBeInTheDocument();
    expect(answers).toEqual([]);

    await user.type(screen.getByLabelText('Your answer'), 'In my last job two colleagues disagreed…');
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Your answer: 70 / 100' })).toBeInTheDocument();
    expect(screen.getByText('Structure (STAR)')).toBeInTheDocument();
    expect(screen.getByText('Add a figure.')).toBeInTheDocument();
    expect(screen.getByText('Say what you did yourself.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Describe a goal you missed.' })).toHaveFocus();
    await user.type(screen.getByLabelText('Your answer'), 'We missed a launch date by a week…');
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));

    expect(await screen.findByRole('heading', { name: 'Interview summary' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 questions answered.')).toBeInTheDocument();
    expect(screen.getByText('Good structure overall.')).toBeInTheDocument();
    const answered = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answered).getByText('We missed a launch date by a week…')).toBeInTheDocument();
    expect(
      within(answered)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Your answer: 70 / 100', 'Your answer: 60 / 100']);
    expect(answers).toEqual(['In my last job two colleagues disagreed…', 'We missed a launch date by a week…']);
  });

  it('finishes early, and lists past sessions to reopen', async () => {
    signIn();
    const answered = makeSession({
      language: 'ar',
      answers: [{ questionId: 'q1', answer: 'أجبت', feedback: feedback(50) }],
      questions: [defined(makeSession().questions[0]), q2],
      current: q2,
    });
    let finished = 0;
    server.use(
      http.get('*/api/career/interviews/:id', () => HttpResponse.json(answered)),
      http.post('*/api/career/interviews/:id/finish', () => {
        finished += 1;
        return HttpResponse.json({
          ...answered,
          current: null,
          summary: {
            score: 50,
            answered: 1,
            criteria: feedback(50).criteria,
            strengths: [],
            improvements: ['أضف أرقامًا.'],
          },
          completedAt: '2026-03-06T09:10:00.000Z',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/career/interview/s1');
    const question = await screen.findByRole('heading', { name: 'Describe a goal you missed.' });
    expect(question).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'إنهاء الآن' }));
    expect(await screen.findByRole('heading', { name: 'ملخص المقابلة' })).toBeInTheDocument();
    expect(finished).toBe(1);
    expect(screen.getByText('أضف أرقامًا.')).toBeInTheDocument();
  });

  it('lists past sessions with their state and deletes one', async () => {
    await i18next.changeLanguage('en');
    signIn();
    let list = [
      {
        _id: 's1',
        roleId: 'marketing-specialist',
        roleName: defined(roles[0]).name,
        level: 'junior',
        kind: 'technical',
        language: 'en',
        answered: 3,
        total: 3,
        score: 74,
        completedAt: '2026-03-06T09:10:00.000Z',
        createdAt: '2026-03-06T09:00:00.000Z',
      },
      {
        _id: 's2',
        roleId: 'marketing-specialist',
        roleName: defined(roles[0]).name,
        level: 'mid',
        kind: 'behavioural',
        language: 'ar',
        answered: 1,
        total: 5,
        score: null,
        completedAt: null,
        createdAt: '2026-03-07T09:00:00.000Z',
      },
    ];
    server.use(
      http.get('*/api/career/roles', () => HttpResponse.json(roles)),
      http.get('*/api/career/interviews', () => HttpResponse.json(list)),
      http.delete('*/api/career/interviews/:id', ({ params }) => {
        list = list.filter((s) => s._id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/career/interview');
    const links = await screen.findAllByRole('link', { name: /Marketing Specialist/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/career/interview/s1', '/career/interview/s2']);
    expect(screen.getByText(/score 74 \/ 100/)).toBeInTheDocument();
    expect(screen.getByText(/in progress, 1 of 5 answered/)).toBeInTheDocument();
    await user.click(
      defined(screen.getAllByRole('button', { name: 'Delete the session for Marketing Specialist' })[0]),
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this session?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Marketing Specialist/ })).toHaveLength(1));
  });
});
