import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback HTTP server answering with `answer(call)`; records every call. */
export async function startJsonStub(answer: (call: StubCall) => { status: number; body: unknown }) {
  const calls: StubCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      calls.push(call);
      const out = answer(call);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type JsonStub = Awaited<ReturnType<typeof startJsonStub>>;

/**
 * Paymob's Intention API stand-in: POST /v1/intention/ with `Authorization: Token <secret>`
 * answers 201 with the documented fields (id, client_secret, intention_order_id, payment_keys...).
 */
export function startPaymobStub(secretKey: string, opts: { fail?: boolean } = {}) {
  let next = 240_000_000;
  return startJsonStub((call) => {
    if (opts.fail) return { status: 500, body: { detail: 'server error' } };
    if (call.method !== 'POST' || call.path !== '/v1/intention/')
      return { status: 404, body: { detail: 'Not found.' } };
    if (call.headers.authorization !== `Token ${secretKey}`) return { status: 401, body: { detail: 'Invalid token.' } };
    const request = JSON.parse(call.body) as {
      amount: number;
      currency: string;
      special_reference: string;
      payment_methods: number[];
    };
    next += 1;
    return {
      status: 201,
      body: {
        payment_keys: request.payment_methods.map((id) => ({
          integration: id,
          key: `ZXlK${next}`,
          gateway_type: 'VPC',
          iframe_id: null,
        })),
        id: `pi_test_${next.toString(16)}`,
        intention_detail: { amount: request.amount, items: [], currency: request.currency },
        client_secret: `egy_csk_test_${next.toString(16)}`,
        payment_methods: request.payment_methods.map((id) => ({
          integration_id: id,
          alias: null,
          name: null,
          method_type: 'card',
          currency: request.currency,
          live: false,
          use_cvc_with_moto: false,
        })),
        special_reference: request.special_reference,
        extras: { creation_extras: null, confirmation_extras: null },
        confirmed: false,
        status: 'intended',
        created: new Date().toISOString(),
        card_detail: null,
        card_tokens: [],
        object: 'paymentintention',
        intention_order_id: next,
      },
    };
  });
}
