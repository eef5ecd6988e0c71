import pino from 'pino';
import { loadConfig } from './config/config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/migrate';
import { fileStorageFor } from './plugins/storage/index';

const FORCE_EXIT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  // buffered, asynchronous writes keep the one-line-per-request log off the hot path
  const logger = pino({ level: config.logLevel }, pino.destination({ sync: false, minLength: 4096 }));
  const exit = (code: number) => {
    logger.flush(() => process.exit(code));
    setTimeout(() => process.exit(code), 500).unref();
  };
  const app = buildApp({ config, database, loggerInstance: logger });
  try {
    const seed = await prepareDatabase(database, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      currency: config.currency,
      storage: fileStorageFor(config),
    });
    if (seed.seeded) app.log.info('empty database: demo data seeded');
    if (config.jwtSecretGenerated)
      app.log.warn(`JWT_SECRET not set: using the generated secret in ${config.dataDir}/secret`);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.fatal({ err }, 'start-up failed');
    await app.close().catch(() => undefined);
    exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const defaults = config.adminIsDefault ? ' (defaults: set ADMIN_EMAIL and ADMIN_PASSWORD to change)' : '';
  console.log(
    [
      '',
      `  Masar is running at http://localhost:${port}  (API docs: /api/docs)`,
      `  Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
      `  Admin: ${config.adminEmail} / ${config.adminPassword}${defaults}`,
      `  Mail: ${config.smtpUrl ? 'through SMTP_URL' : `written as .eml files to ${config.dataDir}/outbox (set SMTP_URL to send)`}`,
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    setTimeout(() => {
      app.log.error('shutdown took too long: forcing exit');
      exit(1);
    }, FORCE_EXIT_MS).unref();
    // app.close() stops accepting, lets in-flight requests finish, then closes the database
    app.close().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
