import { describe, expect, it } from 'vitest';
import { normalizedPageUrl } from '#src/plugins/page-cache/index';

// The page cache's key of a public page (plugins/page-cache/key.ts); the app's use of it is in
// page-cache.test.ts.
describe('normalizedPageUrl', () => {
  it('keeps no parameter of a page that reads none', () => {
    expect(normalizedPageUrl('/policy?junk=1&utm_source=ad')).toBe('/policy');
    expect(normalizedPageUrl('/?page=2&q=x')).toBe('/');
    expect(normalizedPageUrl('/course-details/6f1c1b3e-8a43-4f0e-9d2a-0c1f3b8e2a11?sort=newest')).toBe(
      '/course-details/6f1c1b3e-8a43-4f0e-9d2a-0c1f3b8e2a11',
    );
  });

  it("keeps a listing's own parameters only: the first value of each, blanks out, sorted", () => {
    expect(normalizedPageUrl('/courses?sort=newest&q=&junk=1&category=AI&sort=popular')).toBe(
      '/courses?category=AI&sort=newest',
    );
    expect(normalizedPageUrl('/trainers?page=2&specialty=tech&level=Beginner')).toBe('/trainers?page=2&specialty=tech');
    // a value is kept as given (the search text is the visitor's)
    expect(normalizedPageUrl('/courses?q=%D8%B0%D9%83%D8%A7%D8%A1+AI')).toBe('/courses?q=%D8%B0%D9%83%D8%A7%D8%A1+AI');
  });

  it('writes the path one way: lower case, escapes decoded and re-escaped, no trailing slash', () => {
    for (const url of ['/Policy', '/POLICY/', '/p%6Flicy', '/p%6flicy/?x=1'])
      expect(normalizedPageUrl(url), url).toBe('/policy');
    expect(normalizedPageUrl('/Courses/?Sort=newest&sort=popular')).toBe('/courses?sort=popular');
    expect(normalizedPageUrl('/')).toBe('/');
    expect(normalizedPageUrl('/trainer-profile/%E2%82')).toBe('/trainer-profile/%25e2%2582');
  });
});
