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

const SKILLS = [
  { id: 'sql', name: { en: 'SQL', ar: 'إس كيو إل' } },
  { id: 'sass', name: { en: 'Sass', ar: 'ساس' } },
  { id: 'java', name: { en: 'Java', ar: 'جافا' } },
  { id: 'javascript', name: { en: 'JavaScript', ar: 'جافاسكربت' } },
];

function serve() {
  server.use(
    http.get('*/api/career/roles', () => HttpResponse.json([])),
    http.get('*/api/career/resumes', () => HttpResponse.json([])),
    http.get('*/api/career/reviews', () => HttpResponse.json([])),
    http.get('*/api/career/skills', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(SKILLS.filter((skill) => skill.name.en.toLowerCase().startsWith(q)));
    }),
  );
}

describe('skills input', { timeout: 30_000 }, () => {
  it('with one suggestion shown, Enter adds that suggestion (SQL), not the typed fragment (SQ)', async () => {
    await i18next.changeLanguage('en');
    signIn();
    serve();
    const user = userEvent.setup();
    renderApp('/career/skills');
    const box = await screen.findByRole('combobox', { name: 'Your skills' });
    await user.type(box, 'SQ');
    const list = await screen.findByRole('listbox', { name: 'Suggested skills' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    // what Enter will add is shown (and announced) before it is pressed
    const [only] = within(list).getAllByRole('option');
    expect(only).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', defined(only).id);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: '1 skill chosen' })).toHaveTextContent(/^SQL/);
    expect(box).toHaveValue('');
  });

  it('with several suggestions and none chosen, Enter keeps what was typed; Escape then Enter keeps a fragment too', async () => {
    await i18next.changeLanguage('en');
    signIn();
    serve();
    const user = userEvent.setup();
    renderApp('/career/skills');
    const box = await screen.findByRole('combobox', { name: 'Your skills' });
    await user.type(box, 'Jav');
    const list = await screen.findByRole('listbox', { name: 'Suggested skills' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: '1 skill chosen' })).toHaveTextContent(/^Jav/);

    await user.type(box, 'SQ');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { hidden: true })).getAllByRole('option', { hidden: true }),
      ).toHaveLength(1),
    );
    await user.keyboard('{Escape}{Enter}');
    expect(screen.getByRole('list', { name: '2 skills chosen' })).toHaveTextContent(/SQ(?!L)/);

    // a lone suggestion still shown for a shorter text is not what was typed: 'Sa' → Sass, then 'Sax'
    await user.type(box, 'Sa');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant'));
    await user.type(box, 'x{Enter}');
    expect(screen.getByRole('list', { name: '3 skills chosen' })).toHaveTextContent(/Sax/);
    expect(screen.getByRole('list', { name: '3 skills chosen' })).not.toHaveTextContent(/Sass/);
  });
});
