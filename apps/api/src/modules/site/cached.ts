/**
 * A value recomputed at most once per `ttlMs` (by the given clock); concurrent callers share one
 * computation, and a failed one is not kept.
 */
export function cachedValue<T>(ttlMs: number, now: () => Date, compute: () => Promise<T>) {
  let value: { data: T; expires: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return {
    async get(): Promise<T> {
      if (value && now().getTime() < value.expires) return value.data;
      inFlight ??= compute()
        .then((data) => {
          value = { data, expires: now().getTime() + ttlMs };
          return data;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    invalidate(): void {
      value = undefined;
    },
  };
}
