import type { FastifyBaseLogger } from 'fastify';
import type { TCheckoutOrder, TCheckoutResponse, TPaymentProvider, TPaymentProviderInfo } from '@masar/contracts';
import type { Config } from '#src/config/config';
import { AppError } from '#src/lib/app-error';
import { paymentError } from './messages';
import type { AfterEnrolment } from './after-enrolment';
import { answerOf, mustReplace, startedOrder } from './open-order';
import type { OrdersRepository } from './orders-repository';
import type { PaymentMail } from './payment-mail';
import { ProviderCallError, type PaymentProvider, type RawNotification } from './providers/types';

interface Deps {
  repo: OrdersRepository;
  providers: Map<TPaymentProvider, PaymentProvider>;
  mail: PaymentMail;
  afterEnrolment: AfterEnrolment;
  config: Config;
  log: FastifyBaseLogger;
}

export function createPaymentsService({ repo, providers, mail, afterEnrolment, config, log }: Deps) {
  // a real provider whenever one is configured: the test gateway is the default only when alone
  const defaultProvider: TPaymentProvider | undefined =
    [...providers.keys()].find((id) => id !== 'test') ?? (providers.has('test') ? 'test' : undefined);

  return {
    providers(): TPaymentProviderInfo[] {
      return [...providers.values()].map((p) => ({
        id: p.id,
        testMode: p.testMode,
        isDefault: p.id === defaultProvider,
        methods: p.methods,
      }));
    },

    async checkout(
      userId: string,
      { courseId, provider: providerId, phone }: TCheckoutOrder,
    ): Promise<TCheckoutResponse> {
      const course = await repo.publishedCourse(courseId);
      if (!course) throw paymentError('NOT_FOUND', 'courseNotFound');
      if (await repo.isEnrolled(userId, courseId)) throw paymentError('CONFLICT', 'alreadyEnrolled');

      if (course.amount === 0) {
        const order = await repo.enrolFree({ userId, courseId, currency: course.currency });
        if (!order) throw paymentError('CONFLICT', 'alreadyEnrolled');
        await afterEnrolment(userId, courseId);
        return { orderId: order.id, status: 'paid', enrolled: true, redirectUrl: null, fawry: null };
      }

      const provider = providers.get(providerId ?? defaultProvider ?? 'test');
      if (!provider) throw paymentError('SERVICE_UNAVAILABLE', 'providerUnavailable', 'provider');
      // the contract asks for the phone when Fawry is named; the default provider may be Fawry too
      if (provider.id === 'fawry' && phone === undefined)
        throw paymentError('VALIDATION_FAILED', 'mobileRequired', 'phone');
      const buyer = await repo.buyer(userId);
      if (!buyer) throw new AppError('UNAUTHENTICATED');
      const opened = await repo.open(
        { userId, courseId, amount: course.amount, currency: course.currency, provider: provider.id },
        (open) => mustReplace(open, { provider: provider.id, amount: course.amount, currency: course.currency }),
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
          returnUrl: `${config.publicUrl}/payment-success?order=${order.id}`,
          notificationUrl: `${config.publicUrl}/api/payments/webhooks/${provider.id}`,
        });
      } catch (err) {
        await repo.markFailed(order.id);
        if (err instanceof ProviderCallError) {
          log.warn({ err, provider: provider.id, orderId: order.id }, 'payment provider call failed');
          throw paymentError('UPSTREAM_FAILED', 'providerFailed');
        }
        throw err;
      }
      const { fawry } = started;
      const saved = await repo.setStarted(
        order.id,
        {
          providerRef: started.providerRef,
          redirectUrl: started.redirectUrl,
          expiresAt: fawry?.expiresAt ?? started.expiresAt ?? null,
        },
        async (tx, row) => {
          if (fawry) await mail.queueFawryReference(tx, row, fawry);
        },
      );
      return answerOf(saved);
    },

    /** The one path every notification takes, whatever its provider (the test gateway's too). */
    async handleNotification(providerId: TPaymentProvider, raw: RawNotification) {
      const provider = providers.get(providerId);
      if (!provider) throw paymentError('NOT_FOUND', 'providerUnavailable');
      const verified = provider.verify(raw);
      if (!verified.ok) {
        throw verified.reason === 'signature'
          ? paymentError('UNAUTHENTICATED', 'badSignature')
          : paymentError('VALIDATION_FAILED', 'badNotification');
      }
      if (!verified.notification) return null;
      const result = await repo.applyNotification(provider.id, verified.notification, mail.queueReceipt);
      if (result.order && result.enrolled) await afterEnrolment(result.order.userId, result.order.courseId);
      if (result.order && result.becameRefundDue) {
        log.warn(
          { orderId: result.order.id, provider: provider.id },
          'payment for a course the learner already owns: refund due',
        );
      }
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
