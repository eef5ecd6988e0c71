import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { CourseGrid } from '@/features/catalog/components/course-grid';
import { Hero } from '@/features/home/components/hero';
import { WhyMasar } from '@/features/home/components/why-masar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  useDocumentTitle();
  return (
    <>
      <Hero coursesHref={paths.courses.getHref()} learnMoreHref="#why-masar" />
      <section aria-labelledby="home-courses-title" className="py-14">
        <Container>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <Heading id="home-courses-title">{t('courses.title')}</Heading>
              <p className="mt-2 text-muted">{t('courses.subtitle')}</p>
            </div>
            <Link to={paths.courses.getHref()} className="font-semibold text-brand-700 hover:underline">
              {t('courses.viewAll')}
            </Link>
          </div>
          <CourseGrid limit={6} />
        </Container>
      </section>
      <WhyMasar />
    </>
  );
}
