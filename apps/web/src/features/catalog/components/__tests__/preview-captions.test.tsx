import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { PreviewCaptions } from '../course-details/preview-captions';

describe('a free preview’s captions (issue 20)', () => {
  it('adds a <track> per language, the page’s language on by default', async () => {
    await i18next.changeLanguage('ar');
    localStorage.removeItem('captions');
    server.use(
      http.get('*/api/lectures/l1/captions', () =>
        HttpResponse.json([
          { language: 'ar', url: '/api/captions/ar-token' },
          { language: 'en', url: '/api/captions/en-token' },
        ]),
      ),
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <video>
          <PreviewCaptions lectureId="l1" />
        </video>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('track')).toHaveLength(2));
    const tracks = Array.from(container.querySelectorAll('track'));
    expect(tracks.map((t) => [t.srclang, t.label, t.default])).toEqual([
      ['ar', 'العربية', true],
      ['en', 'English', false],
    ]);
  });
});
