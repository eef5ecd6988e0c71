import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import cookieCsrf from './plugins/external/cookie-csrf';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import requestLog from './plugins/external/request-log';
import swagger from './plugins/external/swagger';
import accounts from './plugins/app/accounts';
import authRateLimit from './plugins/app/auth-rate-limit';
import authentication from './plugins/app/authentication';
import background from './plugins/app/background';
import career from './plugins/app/career';
import certificates from './plugins/app/certificates';
import courses from './plugins/app/courses';
import storage from './plugins/app/storage';
import trainers from './plugins/app/trainers';
import db from './plugins/app/db';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler';
import forms from './plugins/app/forms';
import inputGuard from './plugins/app/input-guard';
import learning from './plugins/app/learning';
import mailer from './plugins/app/mailer';
import moodle from './plugins/app/moodle';
import notFound from './plugins/app/not-found';
import payments from './plugins/app/payments';
import pdf from './plugins/app/pdf';
import requestLanguage from './plugins/app/request-language';
import reviews from './plugins/app/reviews';
import social from './plugins/app/social';
import site from './plugins/app/site';
import webApp from './plugins/app/web-app';
import adminRoutes from './routes/api/admin';
import authRoutes from './routes/api/auth';
import careerRoutes from './routes/api/career';
import certificatesRoutes from './routes/api/certificates';
import checkoutRoutes from './routes/api/checkout';
import contactRoutes from './routes/api/contact';
import coursesRoutes from './routes/api/courses';
import filesRoutes from './routes/api/files';
import trainersRoutes from './routes/api/trainers';
import healthRoutes from './routes/api/health';
import learningRoutes from './routes/api/learning';
import moodleRoutes from './routes/api/moodle';
import ordersRoutes from './routes/api/orders';
import paymentsRoutes from './routes/api/payments';
import registrationsRoutes from './routes/api/registrations';
import reviewsRoutes from './routes/api/reviews';
import siteRoutes from './routes/api/site';
import usersRoutes from './routes/api/users';

export interface BuildAppOptions {
  config: Config;
  /** migrated database to use; when absent the app opens and prepares one from config */
  database?: DatabaseHandle;
  /** pino options; false silences logs (tests) */
  logger?: FastifyServerOptions['logger'];
  /** a ready pino instance (server.ts passes one with an asynchronous destination) */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

/** Assembled in a fixed order: external plugins, app plugins, routes. Not yet `ready()`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: options.config.logLevel } }),
    // request-log.ts writes one line per request instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    // the socket address unless TRUST_PROXY names the proxies in front: X-Forwarded-For is the client's to write
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', options.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // request.lang before any other hook, so every message of the request speaks one language
  app.register(requestLanguage);
  app.register(errorHandler);
  app.register(requestLog);
  app.register(helmet);
  app.register(cookieCsrf);
  app.register(rateLimit);
  app.register(swagger);

  app.register(db, { handle: options.database });
  app.register(inputGuard);
  app.register(background);
  app.register(mailer);
  app.register(accounts);
  app.register(authentication);
  app.register(authRateLimit);
  app.register(social);
  app.register(storage);
  app.register(courses);
  app.register(trainers);
  app.register(site);
  app.register(forms);
  app.register(moodle);
  app.register(pdf);
  app.register(payments);
  app.register(certificates);
  app.register(learning);
  app.register(reviews);
  app.register(career);
  // the 404 handler must exist before @fastify/static's wildcard route captures its context
  app.register(notFound);
  app.register(webApp);

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(coursesRoutes);
      await api.register(trainersRoutes);
      await api.register(filesRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(siteRoutes);
      await api.register(contactRoutes);
      await api.register(registrationsRoutes);
      await api.register(adminRoutes);
      await api.register(moodleRoutes);
      await api.register(careerRoutes);
      await api.register(checkoutRoutes);
      await api.register(paymentsRoutes);
      await api.register(ordersRoutes);
      await api.register(learningRoutes);
      await api.register(certificatesRoutes);
      await api.register(reviewsRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}

/** Fastify runs a hop count as "trust the n nearest hops"; its typings only take the function form. */
function fastifyTrustProxy(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
