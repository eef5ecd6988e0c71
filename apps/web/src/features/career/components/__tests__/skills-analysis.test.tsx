import type { TSkillsAnalysis } from '@masar/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const roles = [
  { id: 'frontend-developer', name: { ar: 'مطور واجهات أمامية', en: 'Front-end Developer' }, industry: 'technology' },
  { id: 'marketing-specialist', name: { ar: 'أخصائي تسويق', en: 'Marketing Specialist' }, industry: 'marketing' },
];
const skill = (id: string, en: string, ar: string) => ({ id, name: { en, ar } });
const analysis: TSkillsAnalysis = {
  role: roles[0] as TSkillsAnalysis['role'],
  matched: [{ skill: skill('javascript', 'JavaScript', 'جافاسكربت'), importance: 'essential', weight: 5 }],
  missing: [
    {
      skill: skill('react', 'React', 'رياكت'),
      importance: 'essential',
      weight: 5,
      courses: [
        {
          _id: 'c1',
          slug: 'react-basics',
          title: 'React from zero',
          category: 'Programming',
          level: 'Beginner',
          language: 'en',
        },
      ],
    },
    { skill: skill('testing', 'Testing', 'الاختبارات'), importance: 'nice', weight: 1, courses: [] },
  ],
  extra: [],
  unrecognized: ['cooking'],
  coverage: 45,
  weights: { matched: 5, total: 11 },
};

function api(sent: unknown[], searches: string[] = []) {
  server.use(
    http.get('*/api/career/roles', () => HttpResponse.json(roles)),
    http.get('*/api/career/resumes', () => HttpResponse.json([])),
    http.get('*/api/career/reviews', () =>
      HttpResponse.json([
        {
          _id: '0b9c2a4e-5d6f-4a1b-9c8d-7e6f5a4b3c2d',
          createdAt: '2026-03-01T09:00:00.000Z',
          fileName: 'cv.pdf',
          score: 70,
          industry: null,
          level: null,
          language: 'en',
        },
      ]),
    ),
    http.get('*/api/career/skills', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      return HttpResponse.json(
        [skill('javascript', 'JavaScript', 'جافاسكربت'), skill('java', 'Java', 'جافا')].filter((s) =>
          s.name.en.toLowerCase().startsWith(q.toLowerCase()),
        ),
      );
    }),
    http.post('*/api/career/skills/analyze', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(analysis);
    }),
  );
}

describe('skills analysis', { timeout: 30_000 }, () => {
  it('needs a role and some skills; autocompletes skills from the bilingual list; shows the gap with courses', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const sent: unknown[] = [];
    const searches: string[] = [];
    api(sent, searches);
    const user = userEvent.setup();
    renderApp('/career/skills');
    await user.click(await screen.findByRole('button', { name: 'Analyse my skills' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Front-end Developer' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Target role'), 'frontend-developer');
    const box = screen.getByRole('combobox', { name: 'Your skills' });
    await user.type(box, 'jav');
    const list = await screen.findByRole('listbox', { name: 'Suggested skills' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(searches).toContain('jav');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', defined(within(list).getAllByRole('option')[0]).id);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: '1 skill chosen' })).toHaveTextContent('JavaScript');
    await user.type(box, 'cooking,');
    expect(screen.getByRole('list', { name: '2 skills chosen' })).toHaveTextContent('cooking');
    await user.click(screen.getByRole('button', { name: 'Remove cooking' }));
    await user.type(box, 'cooking{Enter}');

    await user.click(screen.getByRole('button', { name: 'Analyse my skills' }));
    expect(await screen.findByRole('heading', { name: 'Your match for Front-end Developer' })).toBeInTheDocument();
    expect(sent).toEqual([{ roleId: 'frontend-developer', skills: ['JavaScript', 'cooking'] }]);
    expect(screen.getByText('You have 45% of the skills this role asks for.')).toBeInTheDocument();
    // the percentage is explained next to the counts: 5 ÷ 11 of the weights
    expect(screen.getByText(/^1 matched, 2 missing\./)).toHaveTextContent(
      '\u206645% = 5 ÷ 11\u2069: the weights of the role’s skills you have over the weights of all the skills it asks for',
    );

    const missing = screen.getByRole('region', { name: 'Missing skills, most important first' });
    const items = within(missing)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.querySelector('span.text-lg')?.textContent)).toEqual(['React', 'Testing']);
    expect(within(defined(items[0])).getByText('Essential')).toBeInTheDocument();
    expect(within(defined(items[0])).getByRole('link', { name: 'React from zero' })).toHaveAttribute(
      'href',
      '/course-details/c1',
    );
    expect(within(defined(items[1])).getByText('No course on the platform teaches this yet.')).toBeInTheDocument();
    expect(screen.getByText('Not in our skill list: cooking.')).toBeInTheDocument();
  });

  it("starts from a review's skills when the URL names it", async () => {
    signIn();
    const sent: unknown[] = [];
    api(sent);
    const user = userEvent.setup();
    renderApp('/career/skills?review=0b9c2a4e-5d6f-4a1b-9c8d-7e6f5a4b3c2d');
    await waitFor(() => expect(screen.getByRole('option', { name: 'مطور واجهات أمامية' })).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByLabelText('خذ المهارات من سيرة ذاتية')).toHaveValue(
        'review:0b9c2a4e-5d6f-4a1b-9c8d-7e6f5a4b3c2d',
      ),
    );
    await user.selectOptions(screen.getByLabelText('الوظيفة المستهدفة'), 'frontend-developer');
    await user.click(screen.getByRole('button', { name: 'حلّل مهاراتي' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'مدى تطابقك مع وظيفة مطور واجهات أمامية' })).toBeInTheDocument();
    expect(sent).toEqual([{ roleId: 'frontend-developer', reviewId: '0b9c2a4e-5d6f-4a1b-9c8d-7e6f5a4b3c2d' }]);
    expect(screen.getByText('رياكت')).toBeInTheDocument();
  });
});
