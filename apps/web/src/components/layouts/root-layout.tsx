import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/use-translation';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      {/* at least a screen tall: the footer starts below the fold, so a page replacing its
          loading spinner never pushes a visible footer down (layout shift) */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
