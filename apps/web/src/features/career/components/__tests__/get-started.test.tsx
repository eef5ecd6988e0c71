import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

describe('career get started', { timeout: 30_000 }, () => {
  it('offers the three choices and the two other tools; a guest goes through the login page', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career tools' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Create a CV from scratch', 'Review my CV for a score', 'Enhance my CV', 'More tools']);
    expect(screen.getByRole('link', { name: /Review my CV$/ })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcareer%2Freview',
    );
    expect(screen.getByRole('link', { name: /Enhance my CV$/ })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcareer%2Fenhance',
    );
    expect(screen.getByRole('link', { name: /Skills analysis/ })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcareer%2Fskills',
    );
    await user.click(screen.getByRole('link', { name: /Create my CV/ }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/login'));
    expect(currentLocation().search).toBe('?redirect=%2Fcareer%2Fresume%2Fnew');
  });

  it('links a signed-in learner straight to the tools', async () => {
    signIn();
    server.use(http.get('*/api/career/resumes', () => HttpResponse.json([])));
    renderApp('/career');
    expect(await screen.findByRole('link', { name: /أنشئ سيرتي الذاتية/ })).toHaveAttribute(
      'href',
      '/career/resume/new',
    );
    expect(screen.getByRole('link', { name: /محاكاة المقابلة/ })).toHaveAttribute('href', '/career/interview');
    expect(screen.getByRole('link', { name: 'سيري الذاتية' })).toHaveAttribute('href', '/career/resumes');
  });
});
