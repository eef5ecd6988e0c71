import type { TNote, TQuestion } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';
import { makeContent, makeLecture } from '../../__tests__/fixtures';

const video = makeLecture({
  _id: 'v1',
  title: 'Intro video',
  kind: 'video',
  body: null,
  hasMedia: true,
  durationSeconds: 60,
});
const base = makeContent();
const withVideo = {
  ...base,
  resume: { lectureId: 'v1', positionSeconds: 0 },
  units: [
    { ...defined(base.units[0]), sections: [{ ...defined(defined(base.units[0]).sections[0]), lectures: [video] }] },
  ],
};

const note = (overrides: Partial<TNote> = {}): TNote => ({
  _id: 'n1',
  courseId: 'c1',
  lectureId: 'v1',
  lectureTitle: 'Intro video',
  positionSeconds: 2,
  body: 'ملاحظة عند الثانية',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function playerCalls() {
  const notes: TNote[] = [];
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/Courses/content', () => HttpResponse.json(withVideo)),
    http.get('*/api/lectures/v1/media-url', () =>
      HttpResponse.json({
        url: '/api/media/signed-v1',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        contentType: 'video/webm',
      }),
    ),
    // the position saved on leaving the page
    http.post('*/api/lectures/v1/progress', () =>
      HttpResponse.json({
        lectureId: 'v1',
        completed: false,
        positionSeconds: 2,
        watchedSeconds: 0,
        courseProgress: 0,
        certificateCode: null,
      }),
    ),
    http.get('*/api/courses/c1/notes', () => HttpResponse.json(notes)),
    http.post('*/api/lectures/v1/notes', async ({ request }) => {
      const body = (await request.json()) as { body: string; positionSeconds: number };
      sent.push(body);
      notes.push(note({ _id: `n${notes.length + 1}`, ...body }));
      return HttpResponse.json(notes.at(-1), { status: 201 });
    }),
  );
  return { notes, sent };
}

describe('the player’s study tools (issue 20)', { timeout: 30_000 }, () => {
  it('takes a note at the video’s time and seeks back to it when the note is clicked', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const calls = playerCalls();
    const user = userEvent.setup();
    renderApp('/course-overview/c1');
    const player = await screen.findByLabelText<HTMLVideoElement>('Intro video', { selector: 'video' });
    player.currentTime = 2.4;
    await user.type(screen.getByLabelText("New note at the video's current time"), 'ملاحظة عند الثانية');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.sent).toEqual([{ body: 'ملاحظة عند الثانية', positionSeconds: 2 }]));

    const jump = await screen.findByRole('button', { name: 'Go to 0:02 in “Intro video”' });
    player.currentTime = 30;
    await user.click(jump);
    expect(player.currentTime).toBe(2);
    expect(screen.getByRole('button', { name: 'Download (Markdown)' })).toBeInTheDocument();
  });

  it('shows the lecture’s questions with their answers and sends a new one', async () => {
    signIn();
    await i18next.changeLanguage('ar');
    playerCalls();
    const asked: unknown[] = [];
    const question: TQuestion = {
      _id: 'q1',
      courseId: 'c1',
      lectureId: 'v1',
      body: 'ما الفرق بين المتوسط والوسيط؟',
      author: { name: 'Omar S.' },
      mine: false,
      answer: 'الوسيط هو القيمة في المنتصف.',
      answeredAt: '2026-11-02T10:00:00.000Z',
      hidden: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    server.use(
      http.get('*/api/lectures/v1/questions', () => HttpResponse.json([question])),
      http.post('*/api/lectures/v1/questions', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ ...question, _id: 'q2', mine: true, answer: null }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/course-overview/c1');
    await user.click(await screen.findByRole('tab', { name: 'الأسئلة والأجوبة' }));
    const list = await screen.findByRole('list', { name: 'أسئلة المحاضرة' });
    expect(within(list).getByText('الوسيط هو القيمة في المنتصف.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('اطرح سؤالًا عن هذه المحاضرة'), 'لماذا؟');
    await user.click(screen.getByRole('button', { name: 'إرسال السؤال' }));
    await waitFor(() => expect(asked).toEqual([{ body: 'لماذا؟' }]));
  });

  it('offers the captions as tracks and remembers the choice', async () => {
    signIn();
    await i18next.changeLanguage('en');
    localStorage.removeItem('captions');
    playerCalls();
    server.use(
      http.get('*/api/lectures/v1/captions', () =>
        HttpResponse.json([
          { language: 'ar', url: '/api/captions/ar-token' },
          { language: 'en', url: '/api/captions/en-token' },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderApp('/course-overview/c1');
    const player = await screen.findByLabelText<HTMLVideoElement>('Intro video', { selector: 'video' });
    await waitFor(() => expect(player.querySelectorAll('track')).toHaveLength(2));
    const tracks = Array.from(player.querySelectorAll('track'));
    expect(tracks.map((t) => [t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['ar', 'العربية', '/api/captions/ar-token'],
      ['en', 'English', '/api/captions/en-token'],
    ]);
    // the page's language by default
    const select = screen.getByRole('combobox', { name: 'Captions' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'ar');
    expect(localStorage.getItem('captions')).toBe('ar');
    await user.selectOptions(select, 'off');
    expect(localStorage.getItem('captions')).toBe('off');
  });
});
