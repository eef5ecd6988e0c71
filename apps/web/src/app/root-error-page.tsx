import { useRouteError } from 'react-router';
import { PageErrorFallback } from '@/components/layouts/page-error-boundary';

/** Last resort when the layout itself fails: still a message and a Retry button, never a blank page. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main id="main" className="min-h-dvh">
      <PageErrorFallback error={error} />
    </main>
  );
}
