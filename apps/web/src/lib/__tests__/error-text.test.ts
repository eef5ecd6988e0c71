import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { api } from '../api-client';
import { errorText } from '../error-text';

/** The error a GET to `path` rejects with, once `answer` is served there. */
async function failure(answer: () => Response) {
  server.use(http.get('*/api/failing', answer));
  return api.get('/failing').then(
    () => {
      throw new Error('the request succeeded');
    },
    (error: unknown) => error,
  );
}

describe('errorText', () => {
  it("keeps the server's message: the API wrote it in the page's language and it names specifics", async () => {
    const error = await failure(() =>
      HttpResponse.json({ message: 'Lectures without a file: Intro', code: 'CONFLICT' }, { status: 409 }),
    );
    expect(errorText(error, 'update.course')).toBe('Lectures without a file: Intro');
  });

  it('translates the code of an answer that has no message', async () => {
    const error = await failure(() => HttpResponse.json({ code: 'RATE_LIMITED' }, { status: 429 }));
    expect(errorText(error, 'auth.loginFailed')).toBe('طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.');
    await i18next.changeLanguage('en');
    expect(errorText(error, 'auth.loginFailed')).toBe('Too many requests. Please try again later.');
  });

  it("gives the page's default, not a status's text, for a proxy's page or no answer at all (SPEC section 8)", async () => {
    await i18next.changeLanguage('en');
    const html = (status: number) => () =>
      new HttpResponse('<html><body>nginx</body></html>', { status, headers: { 'content-type': 'text/html' } });
    expect(errorText(await failure(html(413)), 'update.course')).toBe('Failed to update course');
    expect(errorText(await failure(html(502)), 'load.courses')).toBe('Failed to fetch courses');
    expect(errorText(await failure(() => new HttpResponse(null, { status: 503 })), 'load.courses')).toBe(
      'Failed to fetch courses',
    );
    expect(errorText(await failure(() => HttpResponse.error()), 'load.courses')).toBe('Failed to fetch courses');
  });

  it("falls back to the page's default for other answers without a message, and for anything else", async () => {
    expect(errorText(await failure(() => new HttpResponse(null, { status: 500 })), 'load.courses')).toBe(
      'تعذّر تحميل الدورات',
    );
    expect(errorText(await failure(() => HttpResponse.json({}, { status: 404 })), 'load.trainerDetails')).toBe(
      'تعذّر تحميل بيانات المدرب',
    );
    // a code this app does not know, or a blank message, does not hide the default
    expect(
      errorText(
        await failure(() => HttpResponse.json({ message: '  ', code: 'NEW_CODE' }, { status: 400 })),
        'create.course',
      ),
    ).toBe('تعذّر إنشاء الدورة');
    await i18next.changeLanguage('en');
    expect(errorText(new Error('x'), 'load.trainerDetails')).toBe('Failed to fetch  Trainer details');
    expect(errorText(undefined, 'generic')).toBe('Something went wrong. Please try again.');
  });

  it("reads a body rethrown as it is (add-password), and an answer wrapped in an Error's cause", async () => {
    await i18next.changeLanguage('en');
    expect(
      errorText({ message: 'This password is too common.', code: 'VALIDATION_FAILED' }, 'auth.addPasswordFailed'),
    ).toBe('This password is too common.');
    expect(errorText({ code: 'TOKEN_EXPIRED' }, 'auth.addPasswordFailed')).toBe('Your session has expired.');
    const proxy = await failure(() => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE' }, { status: 503 }));
    expect(errorText(new Error('Unknown error', { cause: proxy }), 'auth.addPasswordFailed')).toBe(
      'The service is temporarily unavailable.',
    );
  });
});
