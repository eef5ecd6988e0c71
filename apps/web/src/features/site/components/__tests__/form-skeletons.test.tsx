import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCourseDetails, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

/**
 * An IntersectionObserver under which only what is watched with `nearMargin` comes into view: the
 * home page's lower sections arrive, the forms further down stay where the visitor has not scrolled.
 */
function observeOnlyMargin(nearMargin: string | undefined) {
  return class {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options: IntersectionObserverInit = {},
    ) {}
    observe(target: Element) {
      if (this.options.rootMargin === nearMargin) {
        queueMicrotask(() =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  };
}

const skeletonIn = (container: Element, name: string) => container.querySelector(`[data-skeleton="${name}"]`);

describe('lazily loaded forms before they are scrolled to', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the home contact form is a skeleton of its fields and button, not a blank box', async () => {
    vi.stubGlobal('IntersectionObserver', observeOnlyMargin('600px 0px'));
    serveCatalog();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Contact us' });
    const section = defined(document.getElementById('contact'));
    expect(screen.queryByRole('form', { name: 'Send us a message' })).not.toBeInTheDocument();
    const skeleton = skeletonIn(section, 'contact-form');
    expect(skeleton).not.toBeNull();
    // name, email, subject, message and the send button, hidden from assistive technology
    expect(defined(skeleton).querySelectorAll('[data-skeleton-field]')).toHaveLength(4);
    expect(defined(skeleton).querySelector('[data-skeleton-button]')).not.toBeNull();
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  });

  it('the course registration form is a skeleton of its fields and button, not a blank box', async () => {
    vi.stubGlobal('IntersectionObserver', observeOnlyMargin(undefined));
    serveCatalog();
    server.use(http.get('*/api/Courses/:id', () => HttpResponse.json(makeCourseDetails())));
    renderApp('/course-details/c1');
    const heading = await screen.findByRole('heading', { name: 'Registration details' });
    expect(screen.queryByRole('form', { name: 'Registration details' })).not.toBeInTheDocument();
    const skeleton = skeletonIn(defined(heading.closest('section')), 'registration-form');
    expect(skeleton).not.toBeNull();
    // first and last name, phone, email, country
    expect(defined(skeleton).querySelectorAll('[data-skeleton-field]')).toHaveLength(5);
    expect(defined(skeleton).querySelector('[data-skeleton-button]')).not.toBeNull();
  });
});
