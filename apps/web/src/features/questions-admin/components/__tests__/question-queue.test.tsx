import type { TQueuedQuestion } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const question: TQueuedQuestion = {
  _id: 'q1',
  courseId: 'c1',
  lectureId: 'l1',
  body: 'ما الفرق بين المتوسط والوسيط؟',
  author: { name: 'ليلى ف.' },
  mine: false,
  answer: null,
  answeredAt: null,
  hidden: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  courseTitle: 'تحليل البيانات',
  lectureTitle: 'المقاييس الإحصائية',
};

describe('/dashboard/questions (issue 20)', { timeout: 30_000 }, () => {
  it('lists the unanswered questions with where they were asked, answers one and hides another', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const queries: string[] = [];
    const answers: unknown[] = [];
    const hidden: unknown[] = [];
    let answered = false;
    server.use(
      http.get('*/api/admin/questions', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(answered ? { total: 0, items: [] } : { total: 1, items: [question] });
      }),
      http.put('*/api/questions/q1/answer', async ({ request }) => {
        answers.push(await request.json());
        answered = true;
        return HttpResponse.json({ ...question, answer: 'x', answeredAt: '2026-11-02T10:00:00.000Z' });
      }),
      http.put('*/api/questions/q1/hidden', async ({ request }) => {
        hidden.push(await request.json());
        return HttpResponse.json({ ...question, hidden: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/questions');
    expect(await screen.findByRole('heading', { level: 1, name: "Learners' questions" }, FIRST_RENDER)).toBeVisible();
    const item = (await screen.findByText('ما الفرق بين المتوسط والوسيط؟')).closest('li') as HTMLElement;
    expect(
      within(item).getByText('In “\u2068المقاييس الإحصائية\u2069” of “\u2068تحليل البيانات\u2069”'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the lecture' })).toHaveAttribute(
      'href',
      '/course-overview/c1?lecture=l1',
    );
    expect(queries[0]).toBe('?status=unanswered&limit=20&offset=0');

    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(hidden).toEqual([{ hidden: true }]));

    await user.click(within(item).getByRole('button', { name: 'Publish answer' }));
    expect(await within(item).findByText('Write the answer first.')).toBeVisible();
    await user.type(within(item).getByLabelText('Write the answer'), 'The median is the middle value.');
    await user.click(within(item).getByRole('button', { name: 'Publish answer' }));
    await waitFor(() => expect(answers).toEqual([{ answer: 'The median is the middle value.' }]));
    expect(await screen.findByText('No questions here.')).toBeVisible();
  });
});
