import { startJsonStub } from './paymob-stub';

/**
 * Stripe's Checkout Sessions stand-in: POST /v1/checkout/sessions (form-encoded, Bearer secret
 * key) answers a checkout.session object with its hosted `url`.
 */
export function startStripeStub(secretKey: string) {
  let n = 0;
  return startJsonStub((call) => {
    if (call.method !== 'POST' || call.path !== '/v1/checkout/sessions')
      return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    if (call.headers.authorization !== `Bearer ${secretKey}`)
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const form = new URLSearchParams(call.body);
    n += 1;
    const id = `cs_test_a1${n.toString().padStart(6, '0')}`;
    return {
      status: 200,
      body: {
        id,
        object: 'checkout.session',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  });
}
