import type { TContactMessage } from '@masar/contracts';
import { useCallback, useState } from 'react';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useContactMessages, useMarkHandled } from '../api/contact-messages';
import { FORMS_PAGE_SIZE, useMessagesFilters } from '../hooks/use-forms-filters';
import { ListFilters } from '@/components/ui/list-filters';
import { ListState } from './list-state';
import { MessageDialog } from './message-dialog';
import { MessagesTable } from './messages-table';

/** /dashboard/messages: the home page's contact messages; read one, mark it handled or not. */
export function MessagesPanel() {
  const { t } = useTranslation('admin');
  const { filters, page, query, update, reset } = useMessagesFilters();
  const messages = useContactMessages(query);
  const { mutateAsync: mark } = useMarkHandled();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [readingId, setReadingId] = useState<string | null>(null);
  // the open message follows the cache, so marking it handled shows at once
  const reading = messages.data?.items.find((message) => message._id === readingId) ?? null;

  const toggle = useCallback(
    async (message: TContactMessage) => {
      setBusyId(message._id);
      try {
        await mark({ id: message._id, handled: !message.handled });
        notify('success', t(message.handled ? 'messages.markedUnhandled' : 'messages.markedHandled'));
      } catch (error) {
        notify('error', errorText(error, 'generic'));
      } finally {
        setBusyId(null);
      }
    },
    [mark, t],
  );
  const onToggle = useCallback((message: TContactMessage) => void toggle(message), [toggle]);
  const onRead = useCallback((message: TContactMessage) => setReadingId(message._id), []);

  return (
    <div className="grid grid-cols-1 gap-6">
      <ListFilters
        key={filters.q ?? ''}
        label={t('messages.filters.label')}
        search={{ label: t('messages.filters.search'), q: filters.q, onSearch: (q) => update({ q }) }}
        onReset={reset}
        selects={[
          {
            label: t('messages.filters.status'),
            value: filters.handled,
            onChange: (handled) => update({ handled }),
            options: (
              <>
                <option value="">{t('messages.filters.all')}</option>
                <option value="false">{t('messages.filters.unhandled')}</option>
                <option value="true">{t('messages.filters.handled')}</option>
              </>
            ),
          },
        ]}
      />
      <ListState query={messages} empty={t('messages.empty')}>
        {(data) => (
          <MessagesTable messages={data.items} total={data.total} busyId={busyId} onRead={onRead} onToggle={onToggle} />
        )}
      </ListState>
      {messages.data && messages.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={FORMS_PAGE_SIZE}
          total={messages.data.total}
          onPage={(next) => update({ page: next })}
        />
      )}
      {reading && (
        <MessageDialog
          message={reading}
          busy={busyId === reading._id}
          onToggle={() => onToggle(reading)}
          onClose={() => setReadingId(null)}
        />
      )}
    </div>
  );
}
