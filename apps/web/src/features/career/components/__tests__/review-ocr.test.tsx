import { configure, screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeReview } from './career-fixtures';

configure({ asyncUtilTimeout: 15_000 });

const scanned = () => {
  const review = makeReview();
  return { ...review, parsed: { ...review.parsed, ocr: { confidence: 87 } } };
};

describe('a review of a scanned CV', { timeout: 30_000 }, () => {
  it('says it was read by OCR, with the confidence, in English', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(http.get('*/api/career/reviews/:id', () => HttpResponse.json(scanned())));
    renderApp('/career/reviews/rv1');
    expect(await screen.findByText('Read from a scanned image by OCR (confidence 87%)')).toBeInTheDocument();
  });

  it('and in Arabic; a review read from a text layer says nothing of OCR', async () => {
    await i18next.changeLanguage('ar');
    signIn();
    server.use(http.get('*/api/career/reviews/:id', () => HttpResponse.json(scanned())));
    const { unmount } = renderApp('/career/reviews/rv1');
    expect(
      await screen.findByText(/^قُرئت هذه السيرة من صورة بالتعرّف الضوئي على الحروف \(الثقة 87\u200e?%\u200e?\)$/),
    ).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/career/reviews/:id', () => HttpResponse.json(makeReview())));
    renderApp('/career/reviews/rv1');
    expect(await screen.findByRole('heading', { name: 'درجتك: 72 من 100' })).toBeInTheDocument();
    expect(screen.queryByText(/التعرّف الضوئي/)).not.toBeInTheDocument();
  });
});
