import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  origin: string;
  /** what the process printed so far (stdout and stderr) */
  output: () => string;
  /** SIGTERM, then its exit code */
  stop: () => Promise<number | null>;
}

/**
 * `apps/api/src/server.ts` in a process of its own, on a port the OS hands out and a fresh data
 * folder; `env` adds to (or, with undefined, removes from) this process's variables. Resolves once
 * /api/health answers 200; rejects with the process's output when it does not within the timeout.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv = {}, timeoutMs = 75_000): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-server-')),
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: ROOT, env: childEnv });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) return { origin, output: () => output, stop };
  }
  await stop();
  throw new Error(`server.ts did not become healthy:\n${output}`);
}
