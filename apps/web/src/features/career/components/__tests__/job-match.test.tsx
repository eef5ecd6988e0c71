import type { TJobMatch } from '@masar/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeReview } from './career-fixtures';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const skill = (id: string, en: string, ar = en) => ({ id, name: { en, ar } });
const RESULT: TJobMatch = {
  rate: 45,
  formula: [
    { part: 'hardSkills', weight: 60, matched: 2, total: 4 },
    { part: 'softSkills', weight: 25, matched: 0, total: 2 },
    { part: 'jobTitle', weight: 15, matched: 1, total: 1 },
  ],
  language: 'en',
  hardSkills: {
    matched: [
      { skill: skill('excel', 'Excel'), places: ['skills'] },
      { skill: skill('python', 'Python'), places: ['experience', 'skills'] },
    ],
    missing: [
      {
        skill: skill('sql', 'SQL'),
        courses: [
          {
            _id: 'c9',
            slug: 'sql-for-analysts',
            title: 'SQL for analysts',
            category: 'Data Science',
            level: 'Beginner',
            language: 'en',
          },
        ],
      },
      { skill: skill('tableau', 'Tableau'), courses: [] },
    ],
  },
  softSkills: {
    matched: [],
    missing: [skill('communication', 'Communication', 'التواصل'), skill('teamwork', 'Teamwork', 'العمل الجماعي')],
  },
  jobTitle: { wanted: 'Data Analyst', found: 'Data Analyst', place: 'title' },
};
const JD = 'Job title: Data Analyst\nRequirements: SQL, Excel, Python and Tableau; communication skills and teamwork.';

function api(sent: unknown[]) {
  server.use(
    http.get('*/api/career/reviews/:id', () => HttpResponse.json(makeReview())),
    http.get('*/api/career/reviews', () => HttpResponse.json([])),
    http.post('*/api/career/reviews/:id/match', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(RESULT);
    }),
  );
}

describe('job-description match on a review', { timeout: 30_000 }, () => {
  it('asks for a whole description, then shows the rate with its formula, skills with places and courses', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const sent: unknown[] = [];
    api(sent);
    const user = userEvent.setup();
    renderApp('/career/reviews/rv1');
    const panel = await screen.findByRole('region', { name: 'Match with a job description' });
    const box = within(panel).getByLabelText('Job description');
    await user.type(box, 'SQL, Excel');
    await user.click(within(panel).getByRole('button', { name: 'Match my CV' }));
    expect(within(panel).getByText('Paste the whole job description (at least 80 characters).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(box);
    await user.click(box);
    await user.paste(JD);
    await user.click(within(panel).getByRole('button', { name: 'Match my CV' }));
    // the result takes the focus: a screen reader reads it, a phone scrolls to it
    expect(await within(panel).findByRole('heading', { name: '45% match with this job' })).toHaveFocus();
    expect(sent).toEqual([{ jobDescription: JD }]);
    expect(
      within(panel).getByText('How it is counted: \u206645% = 45 ÷ 100\u2069, out of the points below:'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Hard skills: 2 of 4 found × weight 60 = 30 points')).toBeInTheDocument();
    expect(within(panel).getByText('Soft skills: 0 of 2 found × weight 25 = 0 points')).toBeInTheDocument();
    expect(within(panel).getByText('Job title: 1 of 1 found × weight 15 = 15 points')).toBeInTheDocument();
    expect(
      within(panel).getByText('The job asks for “Data Analyst”, and your CV’s title is “Data Analyst”.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('in experience, skills')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'SQL for analysts' })).toHaveAttribute('href', '/course-details/c9');
  });

  it('uploads a description file instead: PDF, DOCX or TXT only, sent as multipart', async () => {
    await i18next.changeLanguage('en');
    signIn();
    api([]);
    const files: string[] = [];
    server.use(
      http.post('*/api/career/reviews/:id/match/file', async ({ request }) => {
        const file = (await request.formData()).get('file');
        // jsdom's FormData keeps neither the name nor the content of a file: that a file part came is what is seen
        files.push(typeof file);
        return HttpResponse.json(RESULT);
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/career/reviews/rv1');
    const panel = await screen.findByRole('region', { name: 'Match with a job description' });
    const input = within(panel).getByLabelText('Or upload a file');
    await user.upload(input, new File(['x'], 'job.png', { type: 'image/png' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Upload the job description as a PDF, Word (DOCX) or text (TXT) file.',
    );
    await user.upload(input, new File([JD], 'job.txt', { type: 'text/plain' }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Job description')).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Match my CV' }));
    expect(await within(panel).findByRole('heading', { name: '45% match with this job' })).toBeInTheDocument();
    expect(files).toEqual(['object']);
  });

  it('speaks Arabic, with the formula in words and «» quotes', async () => {
    await i18next.changeLanguage('ar');
    signIn();
    api([]);
    const user = userEvent.setup();
    renderApp('/career/reviews/rv1');
    const panel = await screen.findByRole('region', { name: 'المطابقة مع وصف وظيفي' });
    await user.click(within(panel).getByLabelText('الوصف الوظيفي'));
    await user.paste(JD);
    await user.click(within(panel).getByRole('button', { name: 'طابق سيرتي' }));
    expect(await within(panel).findByRole('heading', { name: /^نسبة التطابق مع هذه الوظيفة: 45/ })).toBeInTheDocument();
    expect(within(panel).getByText('المهارات التقنية: وُجد 2 من 4 × الوزن 60 = 30')).toBeInTheDocument();
    expect(
      within(panel).getByText('تطلب الوظيفة «Data Analyst»، والمسمى في سيرتك «Data Analyst».'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('العمل الجماعي')).toBeInTheDocument();
  });
});
