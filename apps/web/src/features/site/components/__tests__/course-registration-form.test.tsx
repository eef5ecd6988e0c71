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
  return within((await screen.findByRole('form', { name: /Registration details|بيانات التسجيل/ })) as HTMLElement);
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
    expect(f.getByText('Email is required')).toBeInTheDocument();
    expect(f.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(f.getByLabelText('Phone'), 'call me');
    await user.type(f.getByLabelText('Email'), 'not-an-email');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByText('Invalid phone number')).toBeInTheDocument();
    expect(f.getByText('Invalid email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
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
    await user.type(f.getByLabelText('Country'), 'Egypt');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByRole('status')).toHaveTextContent(/^Successfully Registered$/);
    expect(bodies).toEqual([
      { id: 'c1', body: { first_name: 'Omar', last_name: 'Hassan', phone: '+20 100 123 4567', email: 'omar@example.com', country: 'Egypt' } },
    ]);
    // ready for another registration
    expect(f.getByLabelText('First name')).toHaveValue('');
  });

  it('says it in Arabic too', async () => {
    serveCoursePage(() => HttpResponse.json({ message: 'تم التسجيل بنجاح' }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const f = await form();
    await user.type(f.getByLabelText('الاسم الأول'), 'عمر');
    await user.type(f.getByLabelText('اسم العائلة'), 'حسن');
    await user.type(f.getByLabelText('رقم الهاتف'), '٠١٠٠١٢٣٤٥٦٧');
    await user.type(f.getByLabelText('البريد الإلكتروني'), 'omar@example.com');
    await user.type(f.getByLabelText('الدولة'), 'مصر');
    await user.click(f.getByRole('button', { name: 'سجّل' }));
    expect(await f.findByRole('status')).toHaveTextContent('تم التسجيل بنجاح');
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
    await user.type(f.getByLabelText('Country'), 'Egypt');
    await user.click(f.getByRole('button', { name: 'Register' }));
    expect(await f.findByText('This number cannot be reached')).toBeInTheDocument();
    expect(f.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');

    answer = HttpResponse.json({ message: 'Too many requests, try again in a minute', code: 'RATE_LIMITED' }, { status: 429 });
    await user.click(f.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(f.getByRole('alert')).toHaveTextContent('Too many requests, try again in a minute'));
  });
});
