import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The API as `npm run build` leaves it (scripts/build-api.mjs), run by `npm run serve`. */
export const builtServer = 'apps/api/dist/server.js';

export interface RunningServer {
  origin: string;
  /** from the spawn to the first 200 of /api/health, in milliseconds */
  startupMs: number;
  /** the server process's resident memory now (VmRSS), in MB (Linux: /proc) */
  rssMb(): number;
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

function processRssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The production server (built app + built API) in its own process, as `npm start` runs it, on this
 * Node.js or the binary `node` names. BENCH_SERVER_NODE_ARGS adds Node options to it (say
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  node?: string;
}): Promise<RunningServer> {
  if (!existsSync(join(root, builtServer))) throw new Error(`${builtServer} is missing: run npm run build`);
  const spawnedAt = Date.now();
  const child: ChildProcess = spawn(
    opts.node ?? process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), builtServer],
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
    startupMs: Date.now() - spawnedAt,
    rssMb: () => processRssMb(child.pid),
    cpuMicros: () => processCpuMicros(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
