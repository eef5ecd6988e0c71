import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Hero } from '@/features/home/components/hero';
import { WhyMasar } from '@/features/home/components/why-masar';
import { Counters } from '@/features/site/components/counters';
import { Deferred } from '@/features/site/components/deferred';
import { importWithRetry } from '@/lib/lazy-import';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

// Everything under "why Masar" (carousel, guide, reviews, vision, AI tools, contact form and help)
// is its own chunk, fetched as it nears the viewport: the first download stays within the home
// page's 120 KB budget and the contact form's zod stays out of it (docs/decisions/005).
const BelowTheFold = lazy(() => importWithRetry(() => import('./home-below-the-fold')));
// Signed in only, after hydration (the server renders as a guest). From the same module as the
// sections below: the same chunks to fetch, and an import the budget barely notices.
const ContinueLearning = lazy(() =>
  importWithRetry(() => import('./home-below-the-fold')).then((m) => ({ default: m.ContinueLearning })),
);

/** The sections' measured height (demo data, 360–1536 px, ar and en), so nothing moves when they arrive. */
const RESERVED = 'min-h-[6700px] sm:min-h-[5700px] md:min-h-[4800px] lg:min-h-[3450px]';

export default function HomeRoute() {
  useDocumentTitle();
  const { hash } = useLocation();
  // a link to a section down the page (/#contact) needs those sections at once
  const eager = hash !== '' && hash !== '#why-masar';
  const { isAuthenticated } = useSession();
  return (
    <>
      <Hero coursesHref={paths.courses.getHref()} learnMoreHref="#why-masar" />
      {isAuthenticated && (
        <Suspense>
          <ContinueLearning className="pt-10" />
        </Suspense>
      )}
      <Counters />
      <WhyMasar />
      <Deferred placeholderClassName={RESERVED} eager={eager}>
        <BelowTheFold />
      </Deferred>
    </>
  );
}
