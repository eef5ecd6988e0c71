import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createFormAddressLimit } from './form-rate-limit';
import { createFormsMail } from './forms-mail';
import { createFormsRepository, type FormsRepository } from './forms-repository';
import { createFormsService, type FormsService } from './forms-service';

/** The contact form and the course registration form: stored, mailed, listed for admins. */
export default fp(
  async function formsPlugin(app: FastifyInstance) {
    const repository = createFormsRepository(app.db);
    const mail = createFormsMail({
      mailQueue: app.mailQueue,
      repository,
      supportEmail: app.config.supportEmail,
      log: app.log,
    });
    app.decorate('formsRepository', repository);
    app.decorate('formAddressLimit', createFormAddressLimit(app));
    app.decorate(
      'forms',
      createFormsService({
        repository,
        mail,
        now: () => app.clock.now(),
      }),
    );
  },
  { name: 'forms', dependencies: ['db', 'mail-queue', 'site', 'rate-limit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    formsRepository: FormsRepository;
    forms: FormsService;
    /** preHandler of both forms: submissions per email address (FORM_RATE_LIMIT_ADDRESS) */
    formAddressLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}
