import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { BestSellingCarousel } from '@/features/catalog/components/best-selling-carousel';
import { AiTools } from '@/features/home/components/ai-tools';
import { ClientReviews } from '@/features/home/components/client-reviews';
import { HelpBlocks } from '@/features/home/components/help-blocks';
import { PathGuide } from '@/features/home/components/path-guide';
import { VisionMission } from '@/features/home/components/vision-mission';
import { Deferred } from '@/features/site/components/deferred';
import { ContactFormSkeleton } from '@/features/site/components/form-skeleton';
import { MoneyBack } from '@/features/site/components/money-back';
import { SupportBlock } from '@/features/site/components/support-block';
import { importWithRetry } from '@/lib/lazy-import';
import { useTranslation } from '@/lib/use-translation';

/** Shown under the hero to a signed-in learner (./home.tsx). */
export { ContinueLearning } from '@/features/catalog/components/continue-learning';

// The form (react-hook-form, zod: the largest script of the page) sits at the bottom of the page:
// fetched as it nears the viewport, as the course page's registration form.
const ContactForm = lazy(() =>
  importWithRetry(() => import('@/features/site/components/contact-form')).then((m) => ({ default: m.ContactForm })),
);

function ContactSection() {
  const { t } = useTranslation('home');
  const { hash } = useLocation();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-14">
      <Container>
        <Heading id="contact-title" className="mb-2">
          {t('contact.title')}
        </Heading>
        <p className="mb-8 max-w-2xl text-muted">{t('contact.subtitle')}</p>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="rounded-xl border border-line bg-surface p-6 shadow-card lg:self-start">
            {/* a link to the section (/#contact) renders the form at once */}
            <Deferred
              placeholderClassName="min-h-[546px] sm:min-h-[456px]"
              placeholder={<ContactFormSkeleton />}
              rootMargin="400px 0px"
              eager={hash === '#contact'}
            >
              <ContactForm />
            </Deferred>
          </div>
          <div className="grid content-start gap-6">
            <SupportBlock />
            <HelpBlocks />
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The home page below "why Masar", loaded as it nears the viewport (see ./home.tsx). */
export default function HomeBelowTheFold() {
  const { hash } = useLocation();
  useEffect(() => {
    // the router scrolled to #hash before these sections existed
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <BestSellingCarousel promise={<MoneyBack className="mt-2" />} />
      <PathGuide />
      <ClientReviews />
      <VisionMission />
      <AiTools careerHref={paths.career.getHref()} />
      <ContactSection />
    </>
  );
}
