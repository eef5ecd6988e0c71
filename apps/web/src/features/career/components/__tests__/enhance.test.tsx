import type { TEnhanceResult } from '@masar/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeResume } from './career-fixtures';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const result: TEnhanceResult = {
  language: 'en',
  engine: 'builtin',
  llm: { configured: false, used: false, rejected: 0, fellBack: false },
  suggestions: [
    {
      id: 's-summary',
      target: { section: 'summary' },
      original: 'I am a hard worker.',
      suggested: 'Marketing specialist who grew organic reach for three brands.',
      engine: 'builtin',
      reasons: ['Says what you do, not only how you work.'],
      needsFigures: false,
      questions: [],
    },
    {
      id: 's-exp',
      target: { section: 'experience', index: 0, line: 1 },
      original: 'Responsible for social media',
      suggested: 'Grew social media followers by [X%] in [N] months',
      engine: 'builtin',
      reasons: ['Starts with a strong verb.', 'Shows a result.'],
      needsFigures: true,
      questions: ['By how much did the followers grow?', 'In how many months?'],
    },
  ],
};

describe('enhance with AI', { timeout: 30_000 }, () => {
  it('shows the in-progress state, then rewrites accepted one by one into a new CV', async () => {
    await i18next.changeLanguage('en');
    signIn();
    let asked: unknown = null;
    let applied: unknown = null;
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/career/enhance', async ({ request }) => {
        asked = await request.json();
        await done;
        return HttpResponse.json(result);
      }),
      http.post('*/api/career/enhance/apply', async ({ request }) => {
        applied = await request.json();
        return HttpResponse.json(makeResume({ _id: 'r-new', title: 'My CV (enhanced)' }), { status: 201 });
      }),
      http.get('*/api/career/resumes/:id', () =>
        HttpResponse.json(makeResume({ _id: 'r-new', title: 'My CV (enhanced)' })),
      ),
      http.get(
        '*/api/career/resumes/:id/pdf',
        () => new HttpResponse(new Uint8Array([1]), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/enhance?review=rv1');
    expect(await screen.findByText('Enhancing your CV… This can take a few seconds.')).toBeInTheDocument();
    release();
    expect(asked).toEqual({ reviewId: 'rv1' });
    expect(await screen.findByText('Suggestions from the built-in engine.')).toBeInTheDocument();

    // nothing accepted yet
    await user.click(screen.getByRole('button', { name: 'Create new CV' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Accept at least one suggestion first.');

    const second = screen.getByRole('listitem', { name: 'Suggestion 2: experience 1, line 2' });
    expect(within(second).getByText('By how much did the followers grow?')).toBeInTheDocument();
    // a placeholder must be replaced first
    await user.click(within(second).getByRole('button', { name: 'Accept' }));
    expect(within(second).getByText('Replace [X%] with your own details first.')).toBeInTheDocument();
    const text = within(second).getByLabelText('Suggested (you can edit it)');
    expect(text).toHaveAttribute('dir', 'ltr');
    await user.clear(text);
    await user.type(text, 'Grew social media followers by 40% in 6 months');
    await user.click(within(second).getByRole('button', { name: 'Accept' }));
    expect(within(second).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 suggestions accepted.')).toBeInTheDocument();

    const first = screen.getByRole('listitem', { name: 'Suggestion 1: summary' });
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    await user.click(within(first).getByRole('button', { name: 'Undo' }));
    await user.click(within(first).getByRole('button', { name: 'Skip' }));
    expect(within(first).getByText('Skipped')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name of the new CV (optional)'), 'Sharper CV');
    await user.click(screen.getByRole('button', { name: 'Create new CV' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/career/resumes/r-new'));
    expect(applied).toEqual({
      reviewId: 'rv1',
      title: 'Sharper CV',
      accepted: [
        {
          target: { section: 'experience', index: 0, line: 1 },
          text: 'Grew social media followers by 40% in 6 months',
        },
      ],
    });
  });

  it('says when the model fell back or had rewrites refused', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.post('*/api/career/enhance', () =>
        HttpResponse.json({
          ...result,
          engine: 'llm',
          llm: { configured: true, used: true, rejected: 2, fellBack: false },
          suggestions: [],
        } satisfies TEnhanceResult),
      ),
    );
    renderApp('/career/enhance?resume=r1');
    expect(await screen.findByText(/Suggestions from the AI model/)).toBeInTheDocument();
    expect(
      screen.getByText('2 rewrites by the AI model were left out because they added facts that are not in your CV.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No suggestions: your lines are already strong.')).toBeInTheDocument();
  });

  it('without a source, offers to upload for a review or to pick a saved CV or review', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.get('*/api/career/resumes', () =>
        HttpResponse.json([
          {
            _id: 'r1',
            title: 'Marketing CV',
            language: 'en',
            name: '',
            jobTitle: '',
            createdAt: '2026-03-01T10:00:00.000Z',
            updatedAt: '2026-03-01T10:00:00.000Z',
          },
        ]),
      ),
      http.get('*/api/career/reviews', () => HttpResponse.json([])),
    );
    renderApp('/career/enhance');
    expect(await screen.findByRole('link', { name: 'Marketing CV' })).toHaveAttribute(
      'href',
      '/career/enhance?resume=r1',
    );
    expect(screen.getByRole('link', { name: 'Upload and review' })).toHaveAttribute('href', '/career/review');
  });
});
