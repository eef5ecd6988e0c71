import type { TContactMessage } from '@masar/contracts';
import { Mail } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { buttonClasses } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { HandledBadge } from './messages-table';

type TMessageDialogProps = { message: TContactMessage; busy: boolean; onToggle: () => void; onClose: () => void };

/** One contact message in full, with a reply by e-mail and handled / not handled. */
export function MessageDialog({ message, busy, onToggle, onClose }: TMessageDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <ModalDialog open title={message.subject} closeLabel={t('actions.close')} onClose={onClose} busy={busy} size="lg">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t('messages.columns.from')}</dt>
        <dd>
          <bdi className="font-semibold text-ink">{message.name}</bdi>{' '}
          <bdi className="text-muted">&lt;{message.email}&gt;</bdi>
        </dd>
        <dt className="font-semibold text-muted">{t('messages.columns.received')}</dt>
        <dd>
          <time dateTime={message.createdAt}>
            {formatDate(message.createdAt, i18n.language, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        </dd>
        <dt className="font-semibold text-muted">{t('messages.columns.status')}</dt>
        <dd>
          <HandledBadge handled={message.handled} />
        </dd>
      </dl>
      <p
        dir="auto"
        className="mt-5 rounded-lg border border-line bg-canvas p-4 leading-relaxed whitespace-pre-wrap text-ink"
      >
        {message.message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <a href={reply} className={buttonClasses('outline')}>
          <Mail aria-hidden="true" className="size-4" />
          {t('messages.reply')}
        </a>
        <ActionButton loading={busy} onClick={onToggle}>
          {message.handled ? t('messages.markUnhandled') : t('messages.markHandled')}
        </ActionButton>
      </div>
    </ModalDialog>
  );
}
