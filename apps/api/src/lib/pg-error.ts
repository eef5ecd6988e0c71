/** The SQLSTATE of a database error, whether raised by pg, PGlite or wrapped by Drizzle. */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
