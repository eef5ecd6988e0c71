import { Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { LogoMark } from '@/components/ui/logo-mark';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { mainNavItems } from './nav-items';
import { useLogout } from './use-logout';
import { displayName, GuestActions, UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800',
    isActive ? 'text-brand-700' : 'text-muted',
  );

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md" aria-label={t('brand.homeLabel')}>
      <LogoMark className="size-9" />
      <span className="flex items-baseline gap-1.5 text-xl font-bold text-brand-800">
        <span lang="ar">مسار</span>
        <span aria-hidden="true" className="text-line">/</span>
        <span lang="en" className="font-latin">Masar</span>
      </span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const location = useLocation();
  // the menu belongs to the page it was opened on, so navigating closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <UserMenu />
        </div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </Container>
      <MobileMenu open={menuOpen} />
    </header>
  );
}

function MobileMenu({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const doLogout = useLogout();
  const itemClass =
    'block rounded-md px-3 py-2.5 text-base font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';
  return (
    <div id="mobile-menu" hidden={!open} className="border-t border-line bg-surface lg:hidden">
      <Container className="flex flex-col gap-1 py-3">
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={itemClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="my-2 border-t border-line" />
        {session.isAuthenticated ? (
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
        ) : (
          <GuestActions />
        )}
        <LanguageSwitch className="self-start" />
      </Container>
    </div>
  );
}
