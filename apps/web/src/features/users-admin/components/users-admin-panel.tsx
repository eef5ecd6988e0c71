import type { TUser } from '@masar/contracts';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { USERS_PAGE_SIZE, useUsersFilters } from '../hooks/use-users-filters';
import { ACTIONS, fullName, isolated, type TUserAction } from './user-action-text';
import { UsersFilters } from './users-filters';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { UsersTable } from './users-table';

/** /dashboard/users: the list with its filters, paging and per-row actions (each confirmed first). */
export function UsersAdminPanel() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const { filters, query, update, reset } = useUsersFilters();
  const users = useUsers(query);
  const updateUser = useUpdateUser();
  const [pending, setPending] = useState<{ user: TUser; action: TUserAction } | null>(null);

  const onAction = useCallback((user: TUser, action: TUserAction) => setPending({ user, action }), []);

  const confirm = async () => {
    if (!pending) return;
    const { user, action } = pending;
    const name = isolated(fullName(user));
    try {
      await updateUser.mutateAsync({ id: user._id, body: ACTIONS[action].body });
      notify('success', t(ACTIONS[action].done, { name }));
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    } finally {
      setPending(null);
    }
  };

  const spec = pending ? ACTIONS[pending.action] : null;

  return (
    <div className="grid gap-6">
      <UsersFilters key={filters.q ?? ''} filters={filters} onChange={update} onReset={reset} />
      {users.isPending ? (
        <StatusSpinner label={t('common:status.loading')} className="py-16" />
      ) : users.isError ? (
        <Notice tone="danger">
          <p>{errorText(users.error, 'load.users')}</p>
          <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void users.refetch()}>
            {t('common:actions.retry')}
          </ActionButton>
        </Notice>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
          {t('users.empty')}
        </p>
      ) : (
        <div
          className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={users.isFetching || undefined}
        >
          <UsersTable
            users={users.data.users}
            total={users.data.total}
            currentUserId={typeof me?._id === 'string' ? me._id : undefined}
            onAction={onAction}
          />
        </div>
      )}
      {users.data && users.data.total > 0 && (
        <PaginationBar
          page={filters.page}
          pageSize={USERS_PAGE_SIZE}
          total={users.data.total}
          onPage={(page) => update({ page })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending && spec ? t(spec.title, { name: isolated(fullName(pending.user)) }) : ''}
        confirmLabel={spec ? t(spec.confirm) : ''}
        cancelLabel={t('users.actions.cancel')}
        tone={spec?.danger ? 'danger' : 'primary'}
        loading={updateUser.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {spec && <p>{t(spec.description)}</p>}
      </ConfirmDialog>
    </div>
  );
}
