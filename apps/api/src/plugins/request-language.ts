import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '#src/lib/error-messages';

/** The product's language (PRODUCT.md): the API answers in Arabic unless the request prefers English. */
const DEFAULT_LANG: Lang = 'ar';

const isLang = (tag: string): tag is Lang => tag === 'ar' || tag === 'en';

/**
 * Arabic or English, whichever Accept-Language ranks higher (q-value, then the earlier one);
 * Arabic when it names neither (no header, only other languages, `*`). `q=0` means "not this one".
 */
export function preferredLanguage(acceptLanguage: string | undefined): Lang {
  let best: Lang = DEFAULT_LANG;
  let bestQ = 0;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim());
    const qParam = params.find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > bestQ) || q > 1) continue;
    const [primary = ''] = range.toLowerCase().split('-');
    if (primary === '*') [best, bestQ] = [DEFAULT_LANG, q];
    else if (isLang(primary)) [best, bestQ] = [primary, q];
  }
  return best;
}

/**
 * `request.lang`, decided once per request before any other hook runs, so every message of the
 * request (route answers, errors, the 404) speaks the same language. Registered first.
 */
export default fp(
  async function requestLanguage(app: FastifyInstance) {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.addHook('onRequest', async (request) => {
      request.lang = preferredLanguage(request.headers['accept-language']);
    });
  },
  { name: 'request-language' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages: see preferredLanguage. */
    lang: Lang;
  }
}
