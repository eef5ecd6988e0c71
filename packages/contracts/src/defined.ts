/**
 * `value`, or a thrown error saying what was missing: the checked form of `value!` (which lint
 * forbids), where the code guarantees the value (a row just inserted or found under a lock, an
 * index inside its array's bounds, an element a test expects) and its absence would be a bug.
 */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}
