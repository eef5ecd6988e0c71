import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSiteInfo, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

function serveContact(answer: () => Response, site = makeSiteInfo()) {
  serveCatalog({ site });
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

// jsdom has no scrolling: the page scrolls to #contact once the lower sections arrive
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const contactForm = async () => within(await screen.findByRole<HTMLElement>('form', { name: 'Send us a message' }));

describe('home contact form', { timeout: 30_000 }, () => {
  it('validates with the contract, sends, thanks with a toast and clears the form', async () => {
    await i18next.changeLanguage('en');
    const bodies = serveContact(() => HttpResponse.json({ message: 'Thank you' }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/#contact');
    const f = await contactForm();
    await user.click(f.getByRole('button', { name: 'Send message' }));
    expect(await f.findAllByText('This field is required')).toHaveLength(3);
    expect(f.getByText('Email is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(f.getByLabelText('Name'), 'Laila');
    await user.type(f.getByLabelText('Email'), 'laila@example.com');
    await user.type(f.getByLabelText('Subject'), 'Invoices');
    await user.type(f.getByLabelText('Message'), 'Can I get an invoice for my company?');
    await user.click(f.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you! Your message has been sent; we will reply by email.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Laila',
        email: 'laila@example.com',
        subject: 'Invoices',
        message: 'Can I get an invoice for my company?',
      },
    ]);
    await waitFor(() => expect(f.getByLabelText('Message')).toHaveValue(''));
  });

  it("shows the server's field messages and its other errors", async () => {
    await i18next.changeLanguage('en');
    let answer = () =>
      HttpResponse.json(
        {
          message: 'Check the form',
          code: 'VALIDATION_FAILED',
          details: { email: 'This address does not accept mail' },
        },
        { status: 400 },
      );
    serveContact(() => answer());
    const user = userEvent.setup();
    renderApp('/#contact');
    const f = await contactForm();
    await user.type(f.getByLabelText('Name'), 'Laila');
    await user.type(f.getByLabelText('Email'), 'laila@example.com');
    await user.type(f.getByLabelText('Subject'), 'Hi');
    await user.type(f.getByLabelText('Message'), 'Hello');
    await user.click(f.getByRole('button', { name: 'Send message' }));
    expect(await f.findByText('This address does not accept mail')).toBeInTheDocument();

    answer = () => new HttpResponse(null, { status: 500 });
    await user.click(f.getByRole('button', { name: 'Send message' }));
    expect(await f.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows support hours, whether support is open, and only the contacts that are configured', async () => {
    await i18next.changeLanguage('en');
    serveContact(
      () => HttpResponse.json({}),
      makeSiteInfo({}, { phone: null, email: 'help@masar.example', days: [0, 1, 2, 3, 4] }),
    );
    renderApp('/#contact');
    const support = defined((await screen.findByRole('heading', { name: 'Support hours', level: 3 })).parentElement);
    expect(support).toHaveTextContent('Sunday–Thursday, 09:00–18:00 (Cairo time)');
    expect(within(support).getByText(/^(Open now|Closed now)$/)).toBeInTheDocument();
    expect(await within(support).findByRole('link', { name: 'help@masar.example' })).toHaveAttribute(
      'href',
      'mailto:help@masar.example',
    );
    expect(within(support).queryByRole('link', { name: /\+/ })).not.toBeInTheDocument();
  });
});
