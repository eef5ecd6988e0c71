import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourseDetails, makeSiteInfo } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

/** a course id as the API gives it: checkout requests are checked with the contract's schema */
const C1 = '3f1c2b9a-6d4e-4a7b-9c8d-1e2f3a4b5c6d';

const PROVIDERS = [
  { id: 'fawry', testMode: false, isDefault: false, methods: ['kiosk'] },
  { id: 'test', testMode: true, isDefault: true, methods: ['card'] },
];

function serve({
  course = makeCourseDetails({ _id: C1, title: 'Python basics', price: { amount: 150000, currency: 'EGP' } }),
  refundWindowDays = 0,
} = {}) {
  server.use(
    http.get(`*/api/Courses/${C1}`, () => HttpResponse.json(course)),
    http.get('*/api/site', () => HttpResponse.json(makeSiteInfo({ refundWindowDays }))),
    http.get('*/api/payments/providers', () => HttpResponse.json(PROVIDERS)),
    http.get('*/api/Courses/mine', () => HttpResponse.json([])),
  );
}

/**
 * The page's alert that says this text: an earlier render's toast (react-toastify keeps its
 * toasts across containers for their 3 s) may also be an alert, and come first.
 */
function findAlert(text: string) {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(text));
    if (!alert) throw new Error(`no alert says: ${text}`);
    return alert;
  });
}

describe('/payment?course=', { timeout: 30_000 }, () => {
  it('shows the course, trainer, price in EGP, the no-refund terms and the methods, test gateway first in test mode', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    renderApp(`/payment?course=${C1}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Python basics')).toBeInTheDocument();
    expect(summary.getByText('Sara Khalil')).toBeInTheDocument();
    const price = summary.getByText('EGP 1,500').closest('[data-amount]');
    expect(price?.querySelector('bdi')).toHaveTextContent('EGP 1,500');
    expect(price).toHaveAttribute('data-amount', '150000');
    expect(price).toHaveAttribute('data-currency', 'EGP');
    expect(screen.getByText('All sales are final: there are no refunds after purchase.')).toBeInTheDocument();
    const methods = await screen.findAllByRole('radio');
    expect(methods[0]).toHaveAccessibleName(/Test gateway\s*Test mode/);
    expect(methods[0]).toBeChecked();
    expect(methods[1]).toHaveAccessibleName(/Fawry/);
  });

  it('states the refund window when the setting is above 0', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve({ refundWindowDays: 14 });
    renderApp(`/payment?course=${C1}`);
    expect(await screen.findByText('You can ask for a refund within 14 days of purchase.')).toBeInTheDocument();
    expect(screen.queryByText(/no refunds/)).not.toBeInTheDocument();
  });

  it('pays with the test gateway: to its card page, a declined card fails with no enrolment, a good card ends on /payment-success', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    const checkouts: unknown[] = [];
    let attempt = 0;
    server.use(
      http.post('*/api/checkout', async ({ request }) => {
        checkouts.push(await request.json());
        const id = checkouts.length === 1 ? 'o1' : 'o2';
        return HttpResponse.json(
          {
            orderId: id,
            status: 'pending',
            enrolled: false,
            redirectUrl: `/payment?order=${id}&gateway=test`,
            fawry: null,
          },
          { status: 201 },
        );
      }),
      http.get('*/api/payments/test/orders/o1', () =>
        HttpResponse.json({
          orderId: 'o1',
          courseId: C1,
          status: 'pending',
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          testMode: true,
          testCards: { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' },
        }),
      ),
      http.get('*/api/payments/test/orders/o2', () =>
        HttpResponse.json({
          orderId: 'o2',
          courseId: C1,
          status: 'pending',
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          testMode: true,
          testCards: { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' },
        }),
      ),
      http.post('*/api/payments/test/orders/o1/confirm', () => {
        attempt += 1;
        const status = attempt === 1 ? 'failed' : 'paid';
        return HttpResponse.json({
          _id: 'o1',
          courseId: C1,
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          provider: 'test',
          providerRef: 't1',
          status,
          createdAt: '2026-03-01T00:00:00Z',
          paidAt: null,
        });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp(`/payment?course=${C1}`);
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of purchase.' }));
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(checkouts).toEqual([{ courseId: C1, provider: 'test' }]);
    expect(currentLocation().search).toBe('?order=o1&gateway=test');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await findAlert('The payment for “Python basics” failed.Nothing was charged and you have not been enrolled.'),
    ).toBeInTheDocument();
    // "Try again" starts a fresh checkout with the same method at once; another method is a link away
    expect(screen.getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', `/payment?course=${C1}`);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toHaveValue('');
    expect(checkouts).toEqual([
      { courseId: C1, provider: 'test' },
      { courseId: C1, provider: 'test' },
    ]);
    expect(currentLocation().search).toBe('?order=o2&gateway=test');
  });

  it('says why it cannot pay yet: "Pay now" before the terms are accepted marks the box with the reason and sends nothing', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    const checkouts: unknown[] = [];
    server.use(
      http.post('*/api/checkout', async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json(
          {
            orderId: 'o1',
            status: 'pending',
            enrolled: false,
            redirectUrl: '/payment?order=o1&gateway=test',
            fawry: null,
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/payment?course=${C1}`);
    await screen.findByRole('radio', { name: /Test gateway/ });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    // never a disabled button that does not say why
    expect(pay).toBeEnabled();
    await user.click(pay);
    const terms = screen.getByRole('checkbox', { name: 'I have read and accept the terms of purchase.' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Accept the terms of purchase to continue.');
    expect(terms).toHaveFocus();
    expect(checkouts).toEqual([]);
    await user.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Accept the terms of purchase to continue.')).not.toBeInTheDocument();
  });

  it("the test gateway's card page lists its two test cards apart, each usable at a click", async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    server.use(
      http.get('*/api/payments/test/orders/o1', () =>
        HttpResponse.json({
          orderId: 'o1',
          courseId: C1,
          status: 'pending',
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          testMode: true,
          testCards: { success: '4242424242424242', decline: '4000000000000002' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/payment?order=o1&gateway=test');
    const cards = within(await screen.findByRole('region', { name: 'Test cards' }));
    // "Pay" with nothing typed says what it needs (it is not a disabled button that says nothing)
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Enter a card number of 12 to 19 digits.',
    );
    const [pays, declined] = cards.getAllByRole('listitem');
    expect(pays).toHaveTextContent('A card that pays');
    // shown (and used) in groups of four digits
    expect(within(defined(pays)).getByText('4242 4242 4242 4242')).toHaveAttribute('dir', 'ltr');
    expect(declined).toHaveTextContent('A card that is declined');
    expect(within(defined(declined)).getByText('4000 0000 0000 0002')).toBeInTheDocument();
    await user.click(within(defined(declined)).getByRole('button', { name: 'Use the card that is declined' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    await user.click(within(defined(pays)).getByRole('button', { name: 'Use the card that pays' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
  });

  it('a double-clicked Pay confirms once', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    let confirms = 0;
    server.use(
      http.get('*/api/payments/test/orders/o1', () =>
        HttpResponse.json({
          orderId: 'o1',
          courseId: C1,
          status: 'pending',
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          testMode: true,
          testCards: { success: '4242424242424242', decline: '4000000000000002' },
        }),
      ),
      http.post('*/api/payments/test/orders/o1/confirm', async () => {
        confirms += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({
          _id: 'o1',
          courseId: C1,
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          provider: 'test',
          providerRef: 't1',
          status: 'paid',
          createdAt: '2026-03-01T00:00:00Z',
          paidAt: '2026-03-01T00:00:00Z',
        });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/payment?order=o1&gateway=test');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    // two clicks in one task, before React can re-render the button disabled
    const pay = screen.getByRole('button', { name: 'Pay' });
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/payment-success');
    expect(confirms).toBe(1);
  });

  it('reopening the card page of a closed order shows its state, never a card form', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    const page = (status: string) => ({
      orderId: 'o1',
      courseId: C1,
      status,
      courseTitle: 'Python basics',
      price: { amount: 150000, currency: 'EGP' },
      testMode: true,
      testCards: { success: '4242424242424242', decline: '4000000000000002' },
    });
    let status = 'paid';
    server.use(http.get('*/api/payments/test/orders/o1', () => HttpResponse.json(page(status))));
    const first = renderApp('/payment?order=o1&gateway=test');
    expect(await screen.findByText('Payment received for “Python basics”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', `/course-overview/${C1}`);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    first.unmount();

    status = 'cancelled';
    renderApp('/payment?order=o1&gateway=test');
    expect(await findAlert('The payment for “Python basics” was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('a good test card ends on /payment-success', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    server.use(
      http.get('*/api/payments/test/orders/o1', () =>
        HttpResponse.json({
          orderId: 'o1',
          courseId: C1,
          status: 'pending',
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          testMode: true,
          testCards: { success: '4242424242424242', decline: '4000000000000002' },
        }),
      ),
      http.post('*/api/payments/test/orders/o1/confirm', () =>
        HttpResponse.json({
          _id: 'o1',
          courseId: C1,
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          provider: 'test',
          providerRef: 't1',
          status: 'paid',
          createdAt: '2026-03-01T00:00:00Z',
          paidAt: '2026-03-01T00:00:00Z',
        }),
      ),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/payment?order=o1&gateway=test');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/payment-success');
  });

  it('enrols in a free course at once and goes to /payment-success', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve({ course: makeCourseDetails({ _id: C1, title: 'Free intro', price: { amount: 0, currency: 'EGP' } }) });
    server.use(
      http.post('*/api/checkout', () =>
        HttpResponse.json(
          { orderId: 'o2', status: 'paid', enrolled: true, redirectUrl: null, fawry: null },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp(`/payment?course=${C1}`);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/payment-success');
  });

  it('links an enrolled learner to the course instead of selling it again', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve({ course: makeCourseDetails({ _id: C1, enrolled: true, progress: 10 }) });
    renderApp(`/payment?course=${C1}`);
    expect(await screen.findByText('You are already enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', `/course-overview/${C1}`);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows a pending Fawry order with its reference code and expiry', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    const checkouts: unknown[] = [];
    server.use(
      http.post('*/api/checkout', async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json(
          {
            orderId: 'o3',
            status: 'pending',
            enrolled: false,
            redirectUrl: null,
            fawry: { referenceNumber: '9876543210', expiresAt: '2026-03-03T10:00:00.000Z' },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/payment?course=${C1}`);
    await user.click(await screen.findByRole('radio', { name: /Fawry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '010 1234 5678');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('9876543210')).toBeInTheDocument();
    expect(checkouts).toEqual([{ courseId: C1, provider: 'fawry', phone: '01012345678' }]);
    expect(screen.getByText('Pay before').nextElementSibling?.textContent).toMatch(/2026/);
  });

  it('asks for a mobile number only with Fawry, checks it before sending and normalizes it', async () => {
    signIn();
    await i18next.changeLanguage('en');
    serve();
    const checkouts: unknown[] = [];
    server.use(
      http.post('*/api/checkout', async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json(
          {
            orderId: 'o4',
            status: 'pending',
            enrolled: false,
            redirectUrl: null,
            fawry: { referenceNumber: '1122334455', expiresAt: '2026-03-03T10:00:00.000Z' },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(`/payment?course=${C1}`);
    await screen.findByRole('radio', { name: /Test gateway/ });
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Fawry/ }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAttribute('dir', 'ltr');
    expect(mobile).toHaveAccessibleDescription(
      'Fawry texts the payment reference code to this number. An Egyptian mobile number, such as 01012345678.',
    );

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Enter your mobile number')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Enter your mobile number');
    await user.type(mobile, '0131234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText('Enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015'),
    ).toBeInTheDocument();
    expect(checkouts).toEqual([]);

    // leaving Fawry drops the field and its error; coming back asks again
    await user.click(screen.getByRole('radio', { name: /Test gateway/ }));
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Fawry/ }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+20 ١٠ ١٢٣٤-٥٦٧٨');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('1122334455')).toBeInTheDocument();
    expect(checkouts).toEqual([{ courseId: C1, provider: 'fawry', phone: '01012345678' }]);
  });

  it("puts the server's refusal of the mobile number under the field, in Arabic", async () => {
    signIn();
    serve();
    server.use(
      http.post('*/api/checkout', () =>
        HttpResponse.json(
          { message: 'فشل التحقق من البيانات', code: 'VALIDATION_FAILED', details: { phone: 'رقم مرفوض من فوري' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/payment?course=${C1}`);
    await user.click(await screen.findByRole('radio', { name: /فوري/ }));
    const mobile = screen.getByRole('textbox', { name: 'رقم الهاتف المحمول' });
    expect(mobile).toHaveAccessibleDescription(/ترسل فوري الرقم المرجعي/);
    await user.click(
      defined(
        defined(screen.getByRole('button', { name: 'ادفع الآن' }).closest('form')).querySelector(
          'input[type=checkbox]',
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'ادفع الآن' }));
    expect(await screen.findByText('أدخل رقم هاتفك المحمول')).toBeInTheDocument();
    await user.type(mobile, '01098765432');
    await user.click(screen.getByRole('button', { name: 'ادفع الآن' }));
    expect(await screen.findByText('رقم مرفوض من فوري')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('فشل التحقق من البيانات')).not.toBeInTheDocument();
  });

  it('speaks Arabic: the terms and the price', async () => {
    signIn();
    serve();
    renderApp(`/payment?course=${C1}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeInTheDocument();
    expect(await screen.findByText('جميع المبيعات نهائية: لا استرداد للمبلغ بعد الشراء.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /بوابة الاختبار/ })).toBeChecked();
    expect(document.querySelector('[data-amount="150000"]')?.textContent).toMatch(/١٬٥٠٠|1,500|١٥٠٠/);
  });
});

describe('/payment?order= (back from a provider)', { timeout: 30_000 }, () => {
  it('says a cancelled payment plainly, with no enrolment', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/orders/o9', () =>
        HttpResponse.json({
          _id: 'o9',
          courseId: C1,
          courseTitle: 'Python basics',
          price: { amount: 150000, currency: 'EGP' },
          provider: 'paymob',
          providerRef: null,
          status: 'cancelled',
          createdAt: '2026-03-01T00:00:00Z',
          paidAt: null,
          receiptNumber: 'R-1',
          buyer: { name: 'Sara', email: 's@example.com' },
          seller: { name: 'Masar', email: 'billing@masar.example' },
          refundWindowDays: 0,
        }),
      ),
    );
    renderApp('/payment?order=o9');
    expect(
      await findAlert(
        'The payment for “Python basics” was cancelled.Nothing was charged and you have not been enrolled.',
      ),
    ).toBeInTheDocument();
  });
});
