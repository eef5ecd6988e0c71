import { describe, expect, it } from 'vitest';
import { startServerProcess } from '#test/support/server-process';

describe('server.ts', () => {
  it('starts, serves, and exits 0 on SIGTERM after draining', { timeout: 90_000 }, async () => {
    const server = await startServerProcess({ DATABASE_URL: undefined });
    expect(server.output()).toContain('admin@masar.local');
    expect(server.output()).toContain('defaults');
    expect(await server.stop(), server.output()).toBe(0);
  });
});
