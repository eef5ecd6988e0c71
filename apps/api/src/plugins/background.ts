import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Background {
  /** runs work after the response; failures are logged, never thrown at the caller */
  run(name: string, work: () => Promise<void>): void;
  /** resolves when every running task has finished (tests, shutdown) */
  idle(): Promise<void>;
}

/**
 * Work that must not delay or shape a response (e.g. mail for "forgot password", whose answer and
 * timing must not tell whether the account exists). Shutdown waits for it before the database closes.
 */
export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    const background: Background = {
      run(name, work) {
        const task = Promise.resolve()
          .then(work)
          .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
          .finally(() => running.delete(task));
        running.add(task);
      },
      async idle() {
        while (running.size > 0) await Promise.all(running);
      },
    };
    app.decorate('background', background);
    app.addHook('preClose', async () => background.idle());
  },
  { name: 'background' },
);

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}
