import { Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { LogoMark } from '@/components/ui/logo-mark';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-import';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { GuestActions } from './guest-actions';
import { LanguageSwitch } from './language-switch';
import { mainNavItems } from './nav-items';

// Only signed-in visitors need the account UI (and its logout): it is its own chunk, loaded when
// the session is authenticated, so guests (and the home page's first download) skip it.
const UserMenu = lazyPage<object>(() => import('./user-menu').then(({ UserMenu }) => ({ default: UserMenu })));
const MobileAccountLinks = lazyPage<{ itemClass: string }>(() =>
  import('./user-menu').then(({ MobileAccountLinks }) => ({ default: MobileAccountLinks })),
);

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
        <span aria-hidden="true" className="text-line">
          /
        </span>
        <span lang="en">Masar</span>
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
          <AccountActions />
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

function AccountActions() {
  const session = useSession();
  if (!session.isAuthenticated) return <GuestActions />;
  return (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  );
}

function MobileMenu({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  const session = useSession();
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
          <Suspense fallback={null}>
            <MobileAccountLinks itemClass={itemClass} />
          </Suspense>
        ) : (
          <GuestActions />
        )}
        <LanguageSwitch className="self-start" />
      </Container>
    </div>
  );
}
