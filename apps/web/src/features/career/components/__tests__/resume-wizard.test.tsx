import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeResume } from './career-fixtures';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

type TPatch = { data?: Record<string, unknown>; language?: string; title?: string };

/** The API for one CV: GET answers the stored CV, PATCH merges `data` and records each body. */
function resumeApi(initial = makeResume()) {
  let stored = initial;
  const patches: TPatch[] = [];
  server.use(
    http.get('*/api/career/resumes/:id', () => HttpResponse.json(stored)),
    http.patch('*/api/career/resumes/:id', async ({ request }) => {
      const body = (await request.json()) as TPatch;
      patches.push(body);
      stored = {
        ...stored,
        ...(body.language ? { language: body.language as 'ar' | 'en' } : {}),
        data: { ...stored.data, ...(body.data as object) },
      };
      return HttpResponse.json(stored);
    }),
    http.get('*/api/career/skills', () => HttpResponse.json([])),
  );
  return patches;
}

describe('create-CV wizard', { timeout: 30_000 }, () => {
  it('creates the CV at the language step; an English CV keeps its own direction inside the Arabic interface', async () => {
    signIn();
    let created: unknown = null;
    server.use(
      http.post('*/api/career/resumes', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(makeResume({ _id: 'new-1', language: 'en', title: 'سيرة التسويق' }), { status: 201 });
      }),
    );
    resumeApi(makeResume({ _id: 'new-1', language: 'en' }));
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/resume/new');
    expect(await screen.findByRole('heading', { level: 2, name: 'اللغة' })).toBeInTheDocument();
    expect(screen.getByText('الخطوة 1 من 8: اللغة')).toBeInTheDocument();
    // Arabic is preselected in the Arabic interface
    expect(screen.getByRole('radio', { name: /العربية/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /الإنجليزية/ }));
    await user.type(screen.getByLabelText('اسم هذه السيرة (اختياري)'), 'سيرة التسويق');
    await user.click(screen.getByRole('button', { name: 'التالي' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/career/resumes/new-1/edit'));
    expect(created).toEqual({ language: 'en', title: 'سيرة التسويق' });
    expect(currentLocation().search).toBe('?step=personal');
    const name = await screen.findByLabelText('الاسم الكامل');
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(name).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'البيانات الشخصية' })).toHaveFocus();
  });

  it('checks personal info with the contract schema and shows the messages in the active language', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const patches = resumeApi(makeResume({ language: 'ar' }));
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/resumes/r1/edit?step=personal');
    const name = await screen.findByLabelText('Full name');
    // an Arabic CV is typed right-to-left even in the English interface
    expect(name).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number such as +20 10 1234 5678')).toBeInTheDocument();
    expect(currentLocation().search).toBe('?step=personal');
    // nothing valid changed yet: the invalid email and phone are never sent
    expect(patches.every((p) => !('email' in (p.data ?? {})) && !('phone' in (p.data ?? {})))).toBe(true);
  });

  it('saves the draft when a field is left, then the whole step on Next', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const patches = resumeApi();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/resumes/r1/edit?step=personal');
    await user.type(await screen.findByLabelText('Full name'), 'Sara Ali');
    await user.tab();
    await waitFor(() => expect(patches).toEqual([{ data: { name: 'Sara Ali' } }]));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    // the preview follows the saved draft
    expect(within(screen.getByRole('complementary')).getByText('Sara Ali')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Job title'), 'Marketing specialist');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.selectOptions(screen.getByLabelText('Industry'), 'marketing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation().search).toBe('?step=links'));
    const last = patches.at(-1)?.data ?? {};
    expect(last).toMatchObject({ industry: 'marketing' });
    // everything the step holds has reached the server, once
    const sent = Object.assign({}, ...patches.map((p) => p.data));
    expect(sent).toMatchObject({
      name: 'Sara Ali',
      jobTitle: 'Marketing specialist',
      email: 'sara@example.com',
      industry: 'marketing',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Links' })).toHaveFocus();
  });

  it('experience: "still working" hides the end date; dates and required fields are checked; blank rows are dropped', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const patches = resumeApi();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/resumes/r1/edit?step=experience');
    const first = await screen.findByRole('group', { name: 'Experience 1' });
    expect(within(first).getByLabelText('To')).toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'I still work here' }));
    expect(within(first).queryByLabelText('To')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'I still work here' }));
    expect(within(first).getByLabelText('To')).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Company'), 'Acme');
    await user.type(within(first).getByLabelText('From'), '2023-05');
    await user.type(within(first).getByLabelText('To'), '2022-01');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(screen.getByRole('group', { name: 'Experience 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the blank second row is gone; the end is before the start
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Experience 2' })).not.toBeInTheDocument();

    const row = screen.getByRole('group', { name: 'Experience 1' });
    await user.click(within(row).getByRole('checkbox', { name: 'I still work here' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // then the job title is missing: the message goes under it, not under the company
    expect(await within(row).findByText('This field is required')).toBeInTheDocument();
    expect(within(row).getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row).getByLabelText('Company')).not.toHaveAttribute('aria-invalid');

    await user.type(within(row).getByLabelText('Job title'), 'Marketer');
    await user.type(within(row).getByLabelText('Description'), 'Grew sales by 20%');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation().search).toBe('?step=education'));
    expect(patches.at(-1)).toEqual({
      data: {
        experience: [
          {
            company: 'Acme',
            jobTitle: 'Marketer',
            from: '2023-05',
            to: '',
            stillWorking: true,
            description: 'Grew sales by 20%',
          },
        ],
      },
    });
  });

  it("places the server's field errors under the step's fields", async () => {
    await i18next.changeLanguage('en');
    signIn();
    resumeApi(makeResume({ data: { links: [] } }));
    server.use(
      http.patch('*/api/career/resumes/:id', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'VALIDATION_FAILED',
            details: { 'data.links.0.url': 'This link is not allowed' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/career/resumes/r1/edit?step=links');
    const row = await screen.findByRole('group', { name: 'Link 1' });
    await user.type(within(row).getByLabelText('Site'), 'GitHub');
    await user.type(within(row).getByLabelText('Link'), 'https://github.com/sara');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(row).findByText('This link is not allowed')).toBeInTheDocument();
  });

  it('finishes on the last step and opens the saved resume', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const patches = resumeApi(makeResume({ data: { name: 'Sara Ali' } }));
    server.use(
      http.get(
        '*/api/career/resumes/:id/pdf',
        () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    URL.createObjectURL = () => 'blob:cv';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/resumes/r1/edit?step=languages');
    const row = await screen.findByRole('group', { name: 'Language 1' });
    await user.type(within(row).getByLabelText('Language'), 'Arabic');
    await user.selectOptions(within(row).getByLabelText('Level'), 'native');
    await user.click(screen.getByRole('button', { name: 'Finish and save' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/career/resumes/r1'));
    expect(patches.at(-1)).toEqual({ data: { languages: [{ name: 'Arabic', proficiency: 'native' }] } });
    expect(await screen.findByRole('heading', { name: 'Your CV is ready' })).toBeInTheDocument();
  });
});
