import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import cookieCsrf from './plugins/external/cookie-csrf';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import requestLog from './plugins/external/request-log';
import swagger from './plugins/external/swagger';
import accounts from './modules/accounts/index';
import authRateLimit from './plugins/auth-rate-limit';
import authentication from './plugins/authentication';
import background from './plugins/background';
import career from './modules/career/index';
import certificates from './modules/certificates/index';
import courses from './modules/courses/index';
import storage from './plugins/storage/index';
import trainers from './modules/trainers/index';
import db from './plugins/db';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler';
import forms from './modules/forms/index';
import insight from './modules/insight/index';
import inputGuard from './plugins/input-guard';
import learning from './modules/learning/index';
import jobs from './plugins/jobs/index';
import mailer from './plugins/mailer';
import mailQueue from './plugins/mail-queue';
import moodle from './modules/moodle/index';
import notFound from './plugins/not-found';
import payments from './modules/payments/index';
import pdf from './plugins/pdf/index';
import requestLanguage from './plugins/request-language';
import reviews from './modules/reviews/index';
import quizzes from './modules/quizzes/index';
import studyTools from './modules/study-tools/index';
import social from './modules/social/index';
import site from './modules/site/index';
import webApp from './plugins/web-app';
import formsAdminContactMessagesRoutes from './modules/forms/routes/admin-contact-messages';
import formsAdminRegistrationsRoutes from './modules/forms/routes/admin-registrations';
import siteAdminSummaryRoutes from './modules/site/routes/admin-summary';
import insightRoutes from './modules/insight/routes/index';
import jobsAdminRoutes from './modules/jobs/routes/index';
import authRoutes from './modules/accounts/routes/auth/index';
import socialRoutes from './modules/social/routes/index';
import careerRoutes from './modules/career/routes/index';
import certificatesRoutes from './modules/certificates/routes/index';
import checkoutRoutes from './modules/payments/routes/checkout';
import contactRoutes from './modules/forms/routes/contact';
import coursesRoutes from './modules/courses/routes/index';
import filesRoutes from './modules/files/routes/index';
import trainersRoutes from './modules/trainers/routes/index';
import healthRoutes from './modules/site/routes/health';
import learningRoutes from './modules/learning/routes/index';
import moodleRoutes from './modules/moodle/routes/index';
import ordersRoutes from './modules/payments/routes/orders';
import paymentsRoutes from './modules/payments/routes/payments';
import registrationsRoutes from './modules/forms/routes/registrations';
import reviewsRoutes from './modules/reviews/routes/index';
import quizzesRoutes from './modules/quizzes/routes/index';
import studyToolsRoutes from './modules/study-tools/routes/index';
import siteRoutes from './modules/site/routes/index';
import usersRoutes from './modules/accounts/routes/users/index';

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
  app.register(jobs);
  app.register(mailer);
  app.register(mailQueue);
  app.register(accounts);
  app.register(authentication);
  app.register(authRateLimit);
  app.register(social);
  app.register(storage);
  app.register(courses);
  app.register(trainers);
  app.register(site);
  app.register(insight);
  app.register(forms);
  app.register(moodle);
  app.register(pdf);
  app.register(payments);
  app.register(certificates);
  app.register(learning);
  app.register(reviews);
  app.register(quizzes);
  app.register(studyTools);
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
      await api.register(socialRoutes);
      await api.register(usersRoutes);
      await api.register(siteRoutes);
      await api.register(contactRoutes);
      await api.register(registrationsRoutes);
      // /api/admin/*: the dashboard's figures and the lists of contact messages and registrations
      await api.register(siteAdminSummaryRoutes);
      await api.register(insightRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(formsAdminContactMessagesRoutes);
      await api.register(formsAdminRegistrationsRoutes);
      await api.register(moodleRoutes);
      await api.register(careerRoutes);
      await api.register(checkoutRoutes);
      await api.register(paymentsRoutes);
      await api.register(ordersRoutes);
      await api.register(learningRoutes);
      await api.register(certificatesRoutes);
      await api.register(reviewsRoutes);
      await api.register(quizzesRoutes);
      await api.register(studyToolsRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}

/** Fastify runs a hop count as "trust the n nearest hops"; its typings only take the function form. */
function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
