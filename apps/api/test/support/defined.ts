/**
 * `value`, or a thrown error saying what was missing: the checked form of `value!` (which lint
 * forbids), for tests that look up a row or an item they expect to be there.
 */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}
