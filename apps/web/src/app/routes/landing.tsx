import { ArrowRight, FileSearch, GraduationCap, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { CourseGrid } from '@/features/catalog/components/course-grid';
import { AiTools } from '@/features/home/components/ai-tools';
import { Counters } from '@/features/site/components/counters';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

const STEPS = [
  { key: 'check', icon: FileSearch },
  { key: 'learn', icon: GraduationCap },
  { key: 'practise', icon: MessagesSquare },
] as const;

/** A marketing page for job seekers: the AI career tools and the courses, with calls to action. */
export default function LandingRoute() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('landing.title'));
  const { isAuthenticated } = useSession();
  return (
    <>
      <section aria-labelledby="landing-title" className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 end-[-6rem] size-[26rem] rounded-full bg-accent-500/20 blur-3xl"
        />
        <Container className="relative py-16 sm:py-24">
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300">
            {t('landing.eyebrow')}
          </p>
          <h1 id="landing-title" className="max-w-4xl text-4xl font-bold leading-tight sm:text-5xl">
            {t('landing.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{t('landing.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.career.getHref()} className={buttonClasses('secondary', 'lg')}>
              {t('landing.ctaTools')}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Link>
            <Link
              to={paths.courses.getHref()}
              className={buttonClasses('outline', 'lg', 'text-white hover:bg-white/10')}
            >
              {t('landing.ctaCourses')}
            </Link>
          </div>
        </Container>
      </section>
      <Counters />
      <section aria-labelledby="steps-title" className="bg-surface py-14">
        <Container>
          <Heading id="steps-title" className="mb-8">
            {t('landing.stepsTitle')}
          </Heading>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl border border-line p-6">
                <Icon aria-hidden="true" className="mb-4 size-10 rounded-lg bg-brand-50 p-2 text-brand-700" />
                <h3 className="mb-2 text-lg font-bold text-ink">{t(`landing.steps.${key}.title`)}</h3>
                <p className="leading-relaxed text-muted">{t(`landing.steps.${key}.body`)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <AiTools careerHref={paths.career.getHref()} />
      <section aria-labelledby="landing-courses-title" className="py-14">
        <Container>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <Heading id="landing-courses-title">{t('landing.coursesTitle')}</Heading>
              <p className="mt-2 text-muted">{t('landing.coursesSubtitle')}</p>
            </div>
            <Link to={paths.courses.getHref()} className="font-semibold text-brand-700 hover:underline">
              {t('landing.allCourses')}
            </Link>
          </div>
          <CourseGrid query={{ sort: 'popular', limit: 3 }} />
        </Container>
      </section>
      <section aria-labelledby="final-title" className="bg-brand-900 py-14 text-center text-white">
        <Container>
          <h2 id="final-title" className="text-3xl font-bold">
            {t('landing.finalTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{t('landing.finalBody')}</p>
          <Link
            to={isAuthenticated ? paths.career.getHref() : paths.signup.getHref()}
            className={buttonClasses('secondary', 'lg', 'mt-8')}
          >
            {isAuthenticated ? t('landing.ctaTools') : t('landing.ctaSignup')}
          </Link>
        </Container>
      </section>
    </>
  );
}
