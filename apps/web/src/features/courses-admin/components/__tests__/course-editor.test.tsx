import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { makeCourseDetails, outlineServer } from './course-fixtures';
import { defined } from '@masar/contracts/defined';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const admin = makeUser({ _id: 'admin-1', role: 'admin' });

async function openEditor(course = makeCourseDetails()) {
  await i18next.changeLanguage('en');
  signIn(admin);
  const fake = outlineServer(course);
  server.use(...fake.handlers);
  renderApp(`/dashboard/courses/${course._id}`);
  await screen.findByRole('heading', { level: 1, name: course.title }, FIRST_RENDER);
  return fake;
}

const unitTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('course editor: the outline', { timeout: 30_000 }, () => {
  it('adds, renames, reorders and deletes units and sections', async () => {
    const user = userEvent.setup();
    const fake = await openEditor();
    expect(screen.getByText('No units yet. Add the first one below.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New unit title'), 'Getting started');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await screen.findByText('Getting started');
    await user.type(screen.getByLabelText('New unit title'), 'Going further');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await screen.findByText('Going further');
    expect(unitTitles()).toEqual(['Unit 1: Getting started', 'Unit 2: Going further']);

    await user.click(screen.getByRole('button', { name: 'Move \u2068Going further\u2069 up' }));
    await waitFor(() => expect(unitTitles()).toEqual(['Unit 1: Going further', 'Unit 2: Getting started']));

    await user.click(screen.getByRole('button', { name: 'Edit \u2068Going further\u2069' }));
    const rename = screen.getByLabelText('Unit title');
    await user.clear(rename);
    await user.type(rename, 'Advanced topics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unitTitles()).toEqual(['Unit 1: Advanced topics', 'Unit 2: Getting started']));

    await user.type(screen.getByLabelText('New section title in Getting started'), 'Setup');
    await user.click(
      within(defined(screen.getByText('Getting started').closest('li'))).getByRole('button', { name: 'Add section' }),
    );
    expect(await screen.findByRole('heading', { level: 4, name: 'Section 1: Setup' })).toBeInTheDocument();

    // deleting asks first; cancelling changes nothing
    await user.click(screen.getByRole('button', { name: 'Delete \u2068Advanced topics\u2069' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the unit \u2068Advanced topics\u2069?');
    expect(confirm).toHaveTextContent('Its sections and lectures are deleted with it.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete \u2068Advanced topics\u2069' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unitTitles()).toEqual(['Unit 1: Getting started']));

    const unitIds = fake.state.units.map((unit) => unit._id);
    expect(
      fake.calls.map(({ method, path, body }) => [method, path.replace(/\/courses\/[^/]+/, '/courses/:id'), body]),
    ).toEqual([
      ['POST', '/courses/:id/units', { title: 'Getting started' }],
      ['POST', '/courses/:id/units', { title: 'Going further' }],
      ['PATCH', '/units/unit-2', { position: 0 }],
      ['PATCH', '/units/unit-2', { title: 'Advanced topics' }],
      ['POST', `/units/${unitIds[0]}/sections`, { title: 'Setup' }],
      ['DELETE', '/units/unit-2', null],
    ]);
  });

  it('adds a text lecture with its duration, preview flag and body, moves it and deletes it', async () => {
    const user = userEvent.setup();
    const course = makeCourseDetails({
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
                {
                  _id: 'l1',
                  title: 'Welcome',
                  kind: 'video',
                  position: 0,
                  durationSeconds: 65,
                  isPreview: false,
                  hasVideo: true,
                  hasAttachment: false,
                  body: null,
                },
              ],
            },
          ],
        },
      ],
    });
    const fake = await openEditor(course);
    expect(screen.getByText('1:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    const dialog = screen.getByRole('dialog', { name: 'New lecture' });
    await user.click(within(dialog).getByRole('button', { name: 'Save lecture' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Reading notes');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'text');
    await user.type(within(dialog).getByLabelText('Minutes'), '5');
    await user.type(within(dialog).getByLabelText('Seconds'), '7');
    await user.click(within(dialog).getByLabelText('Free preview'));
    await user.type(within(dialog).getByLabelText('Text of the lecture'), 'Read this first.');
    expect(within(dialog).queryByLabelText('Video file')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save lecture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/sections/s1/lectures',
      body: { title: 'Reading notes', kind: 'text', durationSeconds: 307, isPreview: true, body: 'Read this first.' },
    });
    const lectures = () =>
      within(screen.getByRole('list', { name: 'Lectures of Intro' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-lecture-title]')?.textContent);
    expect(lectures()).toEqual(['Welcome', 'Reading notes']);
    expect(screen.getByText('5:07')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move \u2068Reading notes\u2069 up' }));
    await waitFor(() => expect(lectures()).toEqual(['Reading notes', 'Welcome']));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { position: 0 } });

    await user.click(screen.getByRole('button', { name: 'Delete \u2068Welcome\u2069' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lectures()).toEqual(['Reading notes']));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/lectures/l1' });
  });

  // (jsdom hands the XMLHttpRequest a multipart body without the file's name or bytes: the type is checked)
  it('creates a video lecture and uploads its file (XMLHttpRequest with the bearer token)', async () => {
    const user = userEvent.setup();
    const course = makeCourseDetails({
      units: [
        {
          _id: 'u1',
          title: 'Basics',
          position: 0,
          sections: [{ _id: 's1', title: 'Intro', position: 0, lectures: [] }],
        },
      ],
    });
    const fake = await openEditor(course);
    const authorizations: (string | null)[] = [];
    server.use(
      http.post('*/api/lectures/:id/video', async ({ request, params }) => {
        authorizations.push(request.headers.get('authorization'));
        const file = (await request.formData()).get('file');
        fake.calls.push({
          method: 'POST',
          path: `/lectures/${String(params.id)}/video`,
          body: typeof file === 'object' && file ? `file field: ${file.type}` : null,
        });
        // the server reads the video's length from the file and answers it
        Object.assign(defined(defined(defined(fake.state.units[0]).sections[0]).lectures[0]), {
          hasVideo: true,
          durationSeconds: 125,
        });
        return HttpResponse.json(
          { key: 'v', url: null, size: 4, contentType: 'video/webm', durationSeconds: 125 },
          { status: 201 },
        );
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    const dialog = screen.getByRole('dialog', { name: 'New lecture' });
    await user.type(within(dialog).getByLabelText('Title'), 'First steps');
    await user.upload(
      within(dialog).getByLabelText('Video file'),
      new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'first.webm', { type: 'video/webm' }),
    );
    expect(within(dialog).getByText('first.webm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save lecture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.slice(-2)).toEqual([
      {
        method: 'POST',
        path: '/sections/s1/lectures',
        body: { title: 'First steps', kind: 'video', durationSeconds: 0, isPreview: false, body: null },
      },
      { method: 'POST', path: '/lectures/lecture-1/video', body: 'file field: video/webm' },
    ]);
    expect(authorizations).toEqual(['Bearer access-1']);
    expect(screen.queryByText('No video yet')).not.toBeInTheDocument();
    // the outline shows the length the server read, not the 0:00 the form sent
    expect(await screen.findByText('2:05')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const course = makeCourseDetails({
      units: [
        {
          _id: 'u1',
          title: 'Basics',
          position: 0,
          sections: [{ _id: 's1', title: 'Intro', position: 0, lectures: [] }],
        },
      ],
    });
    await openEditor(course);
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Video file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This type of file is not accepted here.');
  });

  it("shows the server's message for a failed outline call, else 'Failed to update course'", async () => {
    const user = userEvent.setup();
    await openEditor();
    let answer = () => new HttpResponse(null, { status: 500 });
    server.use(http.post('*/api/courses/:id/units', () => answer()));
    await user.type(screen.getByLabelText('New unit title'), 'Unit A');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText('Failed to update course')).toBeInTheDocument();
    answer = () => HttpResponse.json({ message: 'Too many units', code: 'CONFLICT' }, { status: 409 });
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText('Too many units')).toBeInTheDocument();
  });
});

describe('course editor: the course', { timeout: 30_000 }, () => {
  it("keeps a refused publish's reason on screen (409) and saves the details", async () => {
    const user = userEvent.setup();
    const course = makeCourseDetails();
    const patches: unknown[] = [];
    let publishAnswer = () =>
      HttpResponse.json({ message: 'Add a lecture before publishing this course', code: 'CONFLICT' }, { status: 409 });
    server.use(
      http.patch('*/api/courses/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (body.status) return publishAnswer();
        return HttpResponse.json({ ...course, ...body, price: { amount: Number(body.price), currency: 'EGP' } });
      }),
    );
    await openEditor(course);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a lecture before publishing this course');
    publishAnswer = () => HttpResponse.json({ ...course, status: 'published' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);

    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'React in depth');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'React in depth' });
    expect(patches.at(-1)).toMatchObject({
      title: 'React in depth',
      price: 150000,
      trainerId: defined(course.trainer)._id,
      whatYouWillLearn: ['Components'],
    });
  });

  it("shows 'Failed to fetch course details' when the course cannot be read", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(
      http.get('*/api/Courses/:id', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/trainers', () => HttpResponse.json([])),
    );
    renderApp('/dashboard/courses/0f8c2d4e-1111-4a3b-8c9d-000000000009');
    expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('Failed to fetch course details');
  });
});
