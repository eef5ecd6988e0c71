import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TOutlineLecture } from '@masar/contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { makeCourseDetails, outlineServer } from './course-fixtures';

const lecture = (
  id: string,
  title: string,
  kind: TOutlineLecture['kind'],
  has: { video?: boolean; pdf?: boolean },
  position: number,
): TOutlineLecture => ({
  _id: id,
  title,
  kind,
  position,
  durationSeconds: 60,
  isPreview: false,
  hasVideo: has.video ?? false,
  hasAttachment: has.pdf ?? false,
  body: kind === 'text' ? 'Read' : null,
});

const course = makeCourseDetails({
  status: 'draft',
  units: [
    {
      _id: 'u1',
      title: 'Basics',
      position: 0,
      sections: [
        {
          _id: 's1',
          title: 'Intro',
          position: 0,
          lectures: [
            lecture('l1', 'Welcome', 'video', { video: true }, 0),
            lecture('l2', 'First steps', 'video', {}, 1),
            lecture('l3', 'Handout', 'pdf', {}, 2),
            lecture('l4', 'Notes', 'text', {}, 3),
          ],
        },
      ],
    },
  ],
});

describe('course editor: lectures without their file', { timeout: 30_000 }, () => {
  it('names them above the outline, marks each row, and shows the server reason when publishing is refused', async () => {
    await i18next.changeLanguage('en');
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    server.use(...outlineServer(course).handlers);
    const message =
      'Upload the file of every video and PDF lecture before publishing. Missing: “First steps” and “Handout”.';
    server.use(
      http.patch('*/api/courses/:id', () =>
        HttpResponse.json({ message, code: 'CONFLICT', details: { lectureIds: ['l2', 'l3'] } }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/dashboard/courses/${course._id}`);
    await screen.findByRole('heading', { level: 1, name: course.title }, { timeout: 15_000 });

    const notice = screen
      .getByText('Publishing needs the file of every video and PDF lecture. Still without one:')
      .closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First steps', 'Handout']);
    const rows = within(screen.getByRole('list', { name: 'Lectures of Intro' })).getAllByRole('listitem');
    expect(
      rows.map((row) => row.textContent?.includes('No video yet') || row.textContent?.includes('No PDF yet')),
    ).toEqual([false, true, true, false]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says learners cannot finish them on a published course, in Arabic', async () => {
    await i18next.changeLanguage('ar');
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    server.use(...outlineServer({ ...course, status: 'published' }).handlers);
    renderApp(`/dashboard/courses/${course._id}`);
    await screen.findByRole('heading', { level: 1, name: course.title }, { timeout: 15_000 });
    expect(screen.getByText('لا يستطيع المتعلمون إكمال هذه المحاضرات حتى يُرفع ملفها:')).toBeInTheDocument();
  });
});
