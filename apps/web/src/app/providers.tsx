import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { directionOf } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { useToasterRequested } from '@/lib/toaster-state';
import { useTranslation } from '@/lib/use-translation';

const Toaster = lazy(() => import('@/lib/toaster'));

function DirectionAndToasts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.resolvedLanguage ?? i18n.language ?? 'ar');
  const toasterRequested = useToasterRequested();
  return (
    <DirectionProvider dir={dir}>
      {children}
      {toasterRequested && (
        <Suspense fallback={null}>
          <Toaster rtl={dir === 'rtl'} />
        </Suspense>
      )}
    </DirectionProvider>
  );
}

/** Shown before the first translations arrive, so it has no text to translate. */
function BootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <Suspense fallback={<BootFallback />}>
      <QueryClientProvider client={queryClient}>
        <DirectionAndToasts>{children}</DirectionAndToasts>
      </QueryClientProvider>
    </Suspense>
  );
}
