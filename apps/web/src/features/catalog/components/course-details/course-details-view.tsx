import type { TCourseDetails } from '@masar/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { useTranslation } from '@/lib/use-translation';
import { CourseGrid } from '../course-grid';
import { CourseHeader } from './course-header';
import { CourseOutline } from './course-outline';
import { CourseReviews } from './course-reviews';
import { EnrolCard } from './enrol-card';
import { InstructorBlock } from './instructor-block';

type TSlots = {
  /** the money-back line, when there is one */
  promise?: ReactNode;
  /** the registration-details form */
  registration: ReactNode;
};

function Block({ id, title, anchor, children }: { id: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section id={anchor} aria-labelledby={id} className="scroll-mt-20">
      <Heading id={id} className="mb-5">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function CourseDetailsView({ course, promise, registration }: { course: TCourseDetails } & TSlots) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <CourseHeader course={course} />
      <Container className="grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label={t('details.enrolLabel')} className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <EnrolCard course={course} promise={promise} />
          </div>
        </aside>
        <div className="grid min-w-0 gap-12 lg:col-start-1 lg:row-start-1">
          {course.whatYouWillLearn.length > 0 && (
            <Block id="learn-title" title={t('details.learn')}>
              <ul className="grid gap-3 rounded-xl border border-line bg-surface p-6 sm:grid-cols-2">
                {course.whatYouWillLearn.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                    {/* the text isolated inside a box of the page's direction: a wrapped line starts beside the check mark */}
                    <span className="min-w-0">
                      <bdi>{item}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            </Block>
          )}
          <Block id="content-title" title={t('details.content')}>
            <CourseOutline units={course.units} />
          </Block>
          {course.trainer && (
            <Block id="instructor-title" title={t('details.instructor')}>
              <InstructorBlock trainer={course.trainer} />
            </Block>
          )}
          <CourseReviews courseId={course._id} />
          <Block id="registration-title" anchor="registration" title={t('registration.title')}>
            <p className="mb-5 text-muted">{t('registration.subtitle')}</p>
            {registration}
          </Block>
        </div>
      </Container>
      <section aria-labelledby="similar-title" className="bg-surface py-12">
        <Container>
          <Heading id="similar-title" className="mb-6">
            {t('details.similar')}
          </Heading>
          <CourseGrid
            query={{ category: course.category, limit: 4 }}
            exclude={course._id}
            limit={3}
            empty={t('details.noSimilar')}
          />
        </Container>
      </section>
    </>
  );
}
