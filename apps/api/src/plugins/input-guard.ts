import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';
import { errorMessage } from '#src/lib/error-messages';
import { validationMessage } from './validation-messages';

/**
 * Text PostgreSQL cannot store: U+0000, and a lone UTF-16 surrogate (valid JSON, "\ud800", and a
 * valid JS string, but no Unicode: it cannot be encoded as UTF-8). With the u flag the class
 * matches only surrogates that are not half of a pair, so emoji pass.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** The path of the first key or string holding unstorable text, if any (depth-first, no recursion). */
function findUnstorable(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [value, path] = entry;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path || '_';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return path || '_';
      stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/**
 * Such input would fail deep in a query as a 500: it is refused up front, for every route, as a
 * 400 on the field that carries it.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const field = findUnstorable(request.body) ?? findUnstorable(request.query) ?? findUnstorable(request.params);
      if (!field) return;
      throw AppError.localized('VALIDATION_FAILED', (lang) => ({
        message: errorMessage('VALIDATION_FAILED', lang),
        details: { [field]: validationMessage(undefined, lang) },
      }));
    });
  },
  { name: 'input-guard' },
);
