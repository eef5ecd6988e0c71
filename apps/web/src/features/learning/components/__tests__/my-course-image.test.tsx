import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeMyCourse } from './fixtures';
import { defined } from '@masar/contracts/defined';

describe('my courses: the course image', { timeout: 30_000 }, () => {
  it("shows the course's picture, or the catalog's category placeholder, never a blank box", async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.get('*/api/Courses/mine', () =>
        HttpResponse.json([
          makeMyCourse({ _id: 'c1', title: 'With a picture', imageUrl: '/api/files/public/courses/c1/cover.webp' }),
          makeMyCourse({ _id: 'c2', title: 'Without one', category: 'Design', imageUrl: null }),
        ]),
      ),
    );
    renderApp('/usercourses');
    const withPicture = defined((await screen.findByRole('heading', { name: 'With a picture' })).closest('article'));
    expect(withPicture.querySelector('img')).toHaveAttribute('src', '/api/files/public/courses/c1/cover.webp');
    const without = defined(screen.getByRole('heading', { name: 'Without one' }).closest('article'));
    const placeholder = defined(without.querySelector('[data-placeholder]'));
    // the catalog's placeholder: the category's gradient and icon
    expect(placeholder).toHaveClass('bg-gradient-to-br', 'from-accent-700');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });
});
