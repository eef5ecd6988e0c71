import type { FastifyInstance } from 'fastify';
import type { TSocialExchangeResponse, TSocialProvider } from '@masar/contracts';

/** The app's side of a sign-in: starts it, as a browser with its own cookie. */
export async function startSignIn(app: FastifyInstance, provider: TSocialProvider, lang?: 'ar' | 'en') {
  const response = await app.inject({ url: `/api/auth/${provider}${lang ? `?lang=${lang}` : ''}` });
  const cookie = response.cookies.find((c) => c.name === 'masar_social_state');
  return {
    status: response.statusCode,
    location: response.headers.location as string,
    cookie: cookie ? `masar_social_state=${cookie.value}` : undefined,
  };
}

/** Delivers the provider's redirect to the app; answers where the app sends the page. */
export async function deliverCallback(app: FastifyInstance, callback: URL, cookie: string | undefined) {
  const response = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}: ${response.body}`);
  return new URL(response.headers.location as string, 'http://page.test');
}

export async function exchange(app: FastifyInstance, code: string, lang = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/social/exchange',
    payload: { code },
    headers: { 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    body: response.json<TSocialExchangeResponse & { message?: string; code?: string }>(),
  };
}
