/**
 * The signed-in account UI: the header's user menu and the account block of the mobile menu.
 * Only signed-in visitors need it, so the header loads this module on demand (React.lazy) and
 * guests get the static <GuestActions /> instead.
 */
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession, type TSessionUser } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useLogout } from './use-logout';

export function displayName(user: TSessionUser | null, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!user) return '';
  if (typeof user.name === 'string' && user.name.trim()) return user.name;
  if (user.firstName || user.lastName) {
    return t('user.fullName', { firstName: user.firstName ?? '', lastName: user.lastName ?? '' }).trim();
  }
  return user.email ?? t('user.account');
}

export function UserMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  const doLogout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!session.isAuthenticated) return null;

  const itemClass = 'block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-brand-50';
  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-brand-50"
      >
        <CircleUserRound aria-hidden="true" className="size-5 text-brand-700" />
        <bdi className="max-w-40 truncate">{displayName(session.user, t)}</bdi>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute end-0 top-full z-30 mt-2 w-52 rounded-lg border border-line bg-surface p-1.5 shadow-card-hover"
        >
          <Link to={paths.userCourses.getHref()} className={itemClass} onClick={close}>
            {t('user.myCourses')}
          </Link>
          <Link to={paths.profile.getHref()} className={itemClass} onClick={close}>
            {t('user.profile')}
          </Link>
          {session.isAdmin && (
            <Link to={paths.dashboard.getHref()} className={itemClass} onClick={close}>
              {t('user.dashboard')}
            </Link>
          )}
          <button
            type="button"
            className={`${itemClass} text-danger`}
            onClick={() => {
              close();
              void doLogout();
            }}
          >
            {t('auth.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The signed-in block of the mobile menu; `itemClass` styles its links like the menu's own. */
export function MobileAccountLinks({ itemClass }: { itemClass: string }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const doLogout = useLogout();
  if (!session.isAuthenticated) return null;
  return (
    <>
      <p className="px-3 py-1 text-sm text-muted">
        <bdi>{displayName(session.user, t)}</bdi>
      </p>
      <Link to={paths.userCourses.getHref()} className={itemClass}>
        {t('user.myCourses')}
      </Link>
      <Link to={paths.profile.getHref()} className={itemClass}>
        {t('user.profile')}
      </Link>
      {session.isAdmin && (
        <Link to={paths.dashboard.getHref()} className={itemClass}>
          {t('user.dashboard')}
        </Link>
      )}
      <button type="button" className={`${itemClass} text-start text-danger`} onClick={() => void doLogout()}>
        {t('auth.logout')}
      </button>
    </>
  );
}
