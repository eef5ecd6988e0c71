import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCheckoutOrder, TCheckoutResponse, TPaymentProvider, TPaymentProviderInfo } from '@masar/contracts';
import { courses, users } from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
import { paymentError } from './messages';
import { afterEnrolment } from './after-enrolment';
import { answerOf, mustReplace, startedOrder } from './open-order';
import type { OrdersRepository } from './orders-repository';
import { sendFawryReference, sendReceipt } from './payment-mail';
import { ProviderCallError, type PaymentProvider, type RawNotification } from './providers/types';

export function createPaymentsService(app: FastifyInstance, repo: OrdersRepository, providers: Map<TPaymentProvider, PaymentProvider>) {
  const defaultProvider: TPaymentProvider | undefined = providers.has('test') ? 'test' : [...providers.keys()][0];

  return {
    providers(): TPaymentProviderInfo[] {
      return [...providers.values()].map((p) => ({ id: p.id, testMode: p.testMode, isDefault: p.id === defaultProvider, methods: p.methods }));
    },

    async checkout(userId: string, { courseId, provider: providerId, phone }: TCheckoutOrder): Promise<TCheckoutResponse> {
      const [course] = await app.db
        .select({ id: courses.id, title: courses.title, amount: courses.priceAmount, currency: courses.priceCurrency })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
      if (!course) throw paymentError('NOT_FOUND', 'courseNotFound');
      if (await repo.isEnrolled(userId, courseId)) throw paymentError('CONFLICT', 'alreadyEnrolled');

      if (course.amount === 0) {
        const order = await repo.enrolFree({ userId, courseId, currency: course.currency });
        if (!order) throw paymentError('CONFLICT', 'alreadyEnrolled');
        await afterEnrolment(app, userId, courseId);
        return { orderId: order.id, status: 'paid', enrolled: true, redirectUrl: null, fawry: null };
      }

      const provider = providers.get(providerId);
      if (!provider) throw paymentError('SERVICE_UNAVAILABLE', 'providerUnavailable', 'provider');
      const [buyer] = await app.db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
      if (!buyer) throw new AppError('UNAUTHENTICATED');
      const opened = await repo.open({ userId, courseId, amount: course.amount, currency: course.currency, provider: provider.id }, (open) =>
        mustReplace(open, { provider: provider.id, amount: course.amount, currency: course.currency }),
      );
      if (opened === 'enrolled') throw paymentError('CONFLICT', 'alreadyEnrolled');
      if (!opened.created) return answerOf(await startedOrder(repo, opened.order));

      const order = opened.order;
      let started;
      try {
        started = await provider.start({
          orderId: order.id,
          amount: course.amount,
          currency: course.currency,
          courseTitle: course.title,
          buyer,
          phone,
          returnUrl: `${app.config.publicUrl}/payment-success?order=${order.id}`,
          notificationUrl: `${app.config.publicUrl}/api/payments/webhooks/${provider.id}`,
        });
      } catch (err) {
        await repo.markFailed(order.id);
        if (err instanceof ProviderCallError) {
          app.log.warn({ err, provider: provider.id, orderId: order.id }, 'payment provider call failed');
          throw paymentError('UPSTREAM_FAILED', 'providerFailed');
        }
        throw err;
      }
      const saved = await repo.setStarted(order.id, {
        providerRef: started.providerRef,
        redirectUrl: started.redirectUrl,
        expiresAt: started.fawry?.expiresAt ?? started.expiresAt ?? null,
      });
      if (started.fawry) sendFawryReference(app, order, started.fawry);
      return answerOf(saved);
    },

    /** The one path every notification takes, whatever its provider (the test gateway's too). */
    async handleNotification(providerId: TPaymentProvider, raw: RawNotification) {
      const provider = providers.get(providerId);
      if (!provider) throw paymentError('NOT_FOUND', 'providerUnavailable');
      const verified = provider.verify(raw);
      if (!verified.ok) {
        throw verified.reason === 'signature' ? paymentError('UNAUTHENTICATED', 'badSignature') : paymentError('VALIDATION_FAILED', 'badNotification');
      }
      if (!verified.notification) return null;
      const result = await repo.applyNotification(provider.id, verified.notification);
      if (result.order && result.becamePaid) sendReceipt(app, result.order);
      if (result.order && result.enrolled) await afterEnrolment(app, result.order.userId, result.order.courseId);
      if (result.order && result.becameRefundDue) {
        app.log.warn({ orderId: result.order.id, provider: provider.id }, 'payment for a course the learner already owns: refund due');
      }
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
