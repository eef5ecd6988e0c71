import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const root = new URL('../..', import.meta.url).pathname;

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A port the OS hands out (for a server that must not assume a fixed one is free). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  origin: string;
  /** the server process's CPU time so far (user + system), in microseconds (Linux: /proc) */
  cpuMicros(): number;
  stop(): Promise<void>;
}

/** A process's CPU time (user + system) in microseconds, from /proc/<pid>/stat (clock ticks of 10 ms). */
function processCpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/**
 * The production server (built app + API) in its own process, as `npm start` runs it, on this
 * Node.js or the binary `node` names. BENCH_SERVER_NODE_ARGS adds Node options to it (say
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  node?: string;
}): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    opts.node ?? process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        DATA_DIR: opts.dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        // processes on one PostgreSQL share a secret (the server refuses to start without one)
        ...(opts.databaseUrl
          ? { JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-00' }
          : {}),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${opts.port}`;
  await waitFor(`${origin}/api/health`, 120_000);
  return {
    origin,
    cpuMicros: () => processCpuMicros(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
