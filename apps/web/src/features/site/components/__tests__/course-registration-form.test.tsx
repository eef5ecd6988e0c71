import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourseDetails, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

function serveCoursePage(answer: (body: unknown) => Response) {
  serveCatalog();
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/Courses/:id', () => HttpResponse.json(makeCourseDetails())),
    http.post('*/api/courses/:id/registrations', async ({ request, params }) => {
      const body = await request.json();
      bodies.push({ id: params.id, body });
      return answer(body);
    }),
  );
  return bodies;
}

async function form() {
  return within(await screen.findByRole<HTMLElement>('form', { name: /Registration details|بيانات التسجيل/ }));
}

describe('course registration form', { timeout: 30_000 }, () => {
  it('checks every field with the contract before sending', async () => {
    await i18next.changeLanguage('en');
    const bodies = serveCoursePage(() => HttpResponse.json({ message: 'ok' }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findAllByText('This field is required')).toHaveLength(4);
    expect(f.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByText('Email is required')).toBeInTheDocument();
    expect(f.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(f.getByLabelText('Phone'), 'call me');
    await user.type(f.getByLabelText('Email'), 'not-an-email');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByText('Invalid phone number')).toBeInTheDocument();
    expect(f.getByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('offers the countries as a list in the active language, Egypt first, and shows the phone format', async () => {
    await i18next.changeLanguage('en');
    serveCoursePage(() => HttpResponse.json({ message: 'ok' }, { status: 201 }));
    renderApp('/course-details/c1');
    const f = await form();
    const country = f.getByRole('combobox', { name: 'Country' });
    const options = within(country).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choose your country');
    expect(options[0]).toHaveValue('');
    expect(options[1]).toHaveTextContent('Egypt');
    expect(options.length).toBeGreaterThan(240);
    const names = options.slice(2).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names).toContain('Saudi Arabia');
    expect(names).toContain('Palestine');
    // each number isolated left-to-right: in an Arabic sentence the '+' would otherwise move to its end
    expect(f.getByLabelText('Phone')).toHaveAccessibleDescription(
      'An Egyptian mobile number such as \u206601012345678\u2069, or any number with its country code, such as \u2066+201012345678\u2069.',
    );
  });

  it('in Arabic: the countries and the phone format in Arabic', async () => {
    serveCoursePage(() => HttpResponse.json({ message: 'ok' }, { status: 201 }));
    renderApp('/course-details/c1');
    const f = await form();
    const options = within(f.getByRole('combobox', { name: 'الدولة' })).getAllByRole('option');
    expect(options[0]).toHaveTextContent('اختر دولتك');
    expect(options[1]).toHaveTextContent('مصر');
    expect(options.map((option) => option.textContent)).toContain('المملكة العربية السعودية');
    expect(f.getByLabelText('رقم الهاتف')).toHaveAccessibleDescription(/01012345678.*\+201012345678/);
  });

  it("sends the details and says 'Successfully Registered'", async () => {
    await i18next.changeLanguage('en');
    const bodies = serveCoursePage(() => HttpResponse.json({ message: 'Successfully Registered' }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const f = await form();
    await user.type(f.getByLabelText('First name'), 'Omar');
    await user.type(f.getByLabelText('Last name'), 'Hassan');
    await user.type(f.getByLabelText('Phone'), '+20 100 123 4567');
    await user.type(f.getByLabelText('Email'), 'Omar@Example.com');
    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), 'Egypt');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByRole('status')).toHaveTextContent(/^Successfully Registered$/);
    expect(bodies).toEqual([
      {
        id: 'c1',
        body: {
          first_name: 'Omar',
          last_name: 'Hassan',
          phone: '+20 100 123 4567',
          email: 'omar@example.com',
          country: 'Egypt',
        },
      },
    ]);
    // ready for another registration
    expect(f.getByLabelText('First name')).toHaveValue('');
  });

  it('says it in Arabic too', async () => {
    const bodies = serveCoursePage(() => HttpResponse.json({ message: 'تم التسجيل بنجاح' }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const f = await form();
    await user.type(f.getByLabelText('الاسم الأول'), 'عمر');
    await user.type(f.getByLabelText('اسم العائلة'), 'حسن');
    await user.type(f.getByLabelText('رقم الهاتف'), '٠١٠٠١٢٣٤٥٦٧');
    await user.type(f.getByLabelText('البريد الإلكتروني'), 'omar@example.com');
    await user.selectOptions(f.getByRole('combobox', { name: 'الدولة' }), 'مصر');
    await user.click(f.getByRole('button', { name: 'سجّل' }));
    expect(await f.findByRole('status')).toHaveTextContent('تم التسجيل بنجاح');
    expect(bodies.at(-1)).toMatchObject({ body: { country: 'مصر' } });
  });

  it("puts the server's field messages under the fields and shows its other errors", async () => {
    await i18next.changeLanguage('en');
    let answer: Response = HttpResponse.json(
      { message: 'Check the form', code: 'VALIDATION_FAILED', details: { phone: 'This number cannot be reached' } },
      { status: 400 },
    );
    serveCoursePage(() => answer);
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const f = await form();
    await user.type(f.getByLabelText('First name'), 'Omar');
    await user.type(f.getByLabelText('Last name'), 'Hassan');
    await user.type(f.getByLabelText('Phone'), '0100 123 4567');
    await user.type(f.getByLabelText('Email'), 'omar@example.com');
    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), 'Egypt');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByText('This number cannot be reached')).toBeInTheDocument();
    expect(f.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');

    answer = HttpResponse.json(
      { message: 'Too many requests, try again in a minute', code: 'RATE_LIMITED' },
      { status: 429 },
    );
    await user.click(f.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(f.getByRole('alert')).toHaveTextContent('Too many requests, try again in a minute'));
  });
});
