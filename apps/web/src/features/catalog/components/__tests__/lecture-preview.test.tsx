import type { TCourseDetails, TLecturePreview } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourseDetails, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

const VIDEO: TLecturePreview = {
  _id: 'l1',
  courseId: 'c1',
  title: 'Welcome',
  kind: 'video',
  durationSeconds: 245,
  body: null,
  mediaUrl: '/api/lectures/l1/preview/media',
  contentType: 'video/webm',
};

function serveCourse(
  course: TCourseDetails,
  previews: Record<string, TLecturePreview | { status: number; message: string }>,
) {
  serveCatalog({ courses: [] });
  server.use(
    http.get('*/api/Courses/:id', () => HttpResponse.json(course)),
    http.get('*/api/lectures/:id/preview', ({ params }) => {
      const answer = previews[params.id as string];
      if (!answer) return HttpResponse.json({ message: 'Lecture not found.', code: 'NOT_FOUND' }, { status: 404 });
      return 'status' in answer
        ? HttpResponse.json({ message: answer.message, code: 'FORBIDDEN' }, { status: answer.status })
        : HttpResponse.json(answer);
    }),
  );
}

describe('free preview lectures on the course page', { timeout: 30_000 }, () => {
  it('plays a preview video in a dialog that Escape closes, focus back on its button', async () => {
    await i18next.changeLanguage('en');
    serveCourse(makeCourseDetails(), { l1: VIDEO });
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const button = await screen.findByRole('button', { name: 'Preview: Welcome' });
    expect(button).toHaveTextContent('Preview');
    // only preview lectures have one
    expect(screen.queryByRole('button', { name: 'Preview: Installing Python' })).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog).toHaveTextContent('Free preview');
    const video = await waitFor(() => {
      const found = dialog.querySelector('video');
      expect(found).not.toBeNull();
      return defined(found);
    });
    expect(video).toHaveAttribute('src', '/api/lectures/l1/preview/media');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Welcome');
    expect(within(dialog).getByRole('button', { name: 'Close the preview' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows a text preview, and the server message when a preview is refused, in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const course = makeCourseDetails();
    const lectures = defined(defined(course.units[0]).sections[0]).lectures;
    lectures[1] = { ...defined(lectures[1]), isPreview: true };
    serveCourse(course, {
      l1: { status: 403, message: 'هذه المحاضرة ليست معاينة مجانية. سجّل في الدورة لمشاهدتها.' },
      l2: {
        ...VIDEO,
        _id: 'l2',
        title: 'Installing Python',
        kind: 'text',
        body: 'اقرأ هذا أولًا',
        mediaUrl: null,
        contentType: null,
      },
    });
    const user = userEvent.setup();
    renderApp('/course-details/c1');

    await user.click(await screen.findByRole('button', { name: 'معاينة: Installing Python' }));
    const text = await screen.findByRole('dialog', { name: 'Installing Python' });
    expect(await within(text).findByText('اقرأ هذا أولًا')).toBeInTheDocument();
    await user.click(within(text).getByRole('button', { name: 'إغلاق المعاينة' }));

    await user.click(screen.getByRole('button', { name: 'معاينة: Welcome' }));
    const refused = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await within(refused).findByRole('alert')).toHaveTextContent('هذه المحاضرة ليست معاينة مجانية');
  });
});
