import type { TFailedJob } from '@masar/contracts';
import { useTranslation } from '@/lib/use-translation';

/**
 * The kinds of work the API queues (a mail's kind, or the queue's name), and their words in
 * `admin.json` under `jobs.kinds`. A form's two mails (to support, and the acknowledgement to the
 * sender) share the form's words.
 */
const KINDS: Record<string, string> = {
  'payment-receipt': 'paymentReceipt',
  'fawry-reference': 'fawryReference',
  'certificate-issued': 'certificateIssued',
  'email-confirmation': 'emailConfirmation',
  'password-reset': 'passwordReset',
  'contact-to-support': 'contactMessage',
  'contact-acknowledgement': 'contactMessage',
  'registration-to-support': 'courseRegistration',
  'registration-acknowledgement': 'courseRegistration',
  'question-answered': 'questionAnswered',
};

const QUEUES: Record<string, string> = { mail: 'mail' };

/** The translation key of a kind's words, or undefined for a kind this page does not know yet. */
export const kindKey = (kind: string) => (Object.hasOwn(KINDS, kind) ? `jobs.kinds.${KINDS[kind]}` : undefined);

/** What the job does, in words when known (else as the API names it), and the queue when that says more. */
export function JobKind({ job }: { job: Pick<TFailedJob, 'kind' | 'queue'> }) {
  const { t } = useTranslation('admin');
  const kind = kindKey(job.kind);
  const queue = Object.hasOwn(QUEUES, job.queue) ? t(`jobs.queues.${QUEUES[job.queue]}`) : null;
  return (
    <div className="grid gap-0.5">
      <span className="font-semibold whitespace-nowrap text-ink">{kind ? t(kind) : <bdi>{job.kind}</bdi>}</span>
      {job.kind !== job.queue && (
        <span className="text-xs whitespace-nowrap text-muted">{queue ?? <bdi>{job.queue}</bdi>}</span>
      )}
    </div>
  );
}
