import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { errorMessage } from '../../lib/error-messages';
import { validationMessage } from '../../lib/messages/validation';

const MAX_DEPTH = 8;

/** The path of the first string holding a NUL character, if any. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '_';
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text: such input would fail deep in a query as a 500.
 * It is refused up front as a 400 on the field that carries it.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const field = findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '');
      if (!field) return;
      throw AppError.localized('VALIDATION_FAILED', (lang) => ({
        message: errorMessage('VALIDATION_FAILED', lang),
        details: { [field]: validationMessage(undefined, lang) },
      }));
    });
  },
  { name: 'input-guard' },
);
