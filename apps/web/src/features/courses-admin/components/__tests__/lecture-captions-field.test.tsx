import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { signIn, makeUser } from '@/test/users';
import { LectureCaptionsField } from '../lecture-captions-field';

const renderField = (lectureId: string | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LectureCaptionsField lectureId={lectureId} />
    </QueryClientProvider>,
  );

describe('captions in the lecture dialog (issue 20)', { timeout: 30_000 }, () => {
  it('shows each language’s state, uploads a WebVTT file and shows the server’s refusal', async () => {
    signIn(makeUser({ _id: 'admin-1', role: 'admin' }));
    await i18next.changeLanguage('en');
    const uploads: string[] = [];
    let tracks = [{ language: 'ar', url: '/api/captions/ar-token' }];
    server.use(
      http.get('*/api/lectures/l1/captions', () => HttpResponse.json(tracks)),
      http.post('*/api/lectures/l1/captions/:language', ({ params }) => {
        uploads.push(String(params.language));
        if (uploads.length > 1)
          return HttpResponse.json(
            { message: 'The file is not valid WebVTT: it has no cues.', code: 'VALIDATION_FAILED' },
            { status: 400 },
          );
        tracks = [...tracks, { language: 'en', url: '/api/captions/en-token' }];
        return HttpResponse.json({ key: 'k', url: null, size: 40, contentType: 'text/vtt' });
      }),
    );
    const user = userEvent.setup();
    renderField('l1');
    expect(await screen.findByLabelText('Replace العربية file')).toBeInTheDocument();
    const vtt = new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'], 'en.vtt', { type: 'text/vtt' });
    await user.upload(screen.getByLabelText('Upload English file'), vtt);
    await waitFor(() => expect(uploads).toEqual(['en']));
    expect(await screen.findByLabelText('Replace English file')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Replace English file'), vtt);
    expect(await screen.findByText('The file is not valid WebVTT: it has no cues.')).toBeInTheDocument();
  });

  it('asks to save a new lecture first', async () => {
    await i18next.changeLanguage('ar');
    renderField(null);
    expect(screen.getByText('احفظ المحاضرة أولًا ثم أضف الترجمة.')).toBeInTheDocument();
  });
});
