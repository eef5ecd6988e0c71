import type { TMyCourse } from '@masar/contracts';
import { Award, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '@/components/course-image';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { certificatePdfHref } from '../lib/certificate-links';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ReviewDialog } from './review-dialog';

/** One enrolment: progress, continue, review (1-5, editable) and, at 100%, the certificate. */
export function MyCourseCard({ course }: { course: TMyCourse }) {
  const { t } = useTranslation('learning');
  const [reviewing, setReviewing] = useState(false);
  const complete = course.progress >= 100;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
      <CourseImage course={course} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h2 className="text-lg font-bold text-ink">
            <bdi>{course.title}</bdi>
          </h2>
          {course.trainer && (
            <p className="text-sm text-muted">
              <bdi>{course.trainer.name}</bdi>
            </p>
          )}
        </div>
        <ProgressBar value={course.progress} label={t('mine.progress')} />
        {course.myReview && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
            {t('review.yours', { rating: course.myReview.rating })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <Link to={paths.courseOverview.getHref(course._id)} className={buttonClasses('primary', 'sm')}>
            {course.progress === 0 ? t('mine.start') : complete ? t('mine.open') : t('mine.continue')}
          </Link>
          <Button variant="outline" size="sm" onClick={() => setReviewing(true)}>
            {course.myReview ? t('review.edit') : t('review.action')}
          </Button>
          {complete && course.certificateCode && (
            <a href={certificatePdfHref(course.certificateCode)} download className={buttonClasses('secondary', 'sm')}>
              <Award aria-hidden="true" className="size-4" />
              {t('mine.certificate')}
            </a>
          )}
        </div>
      </div>
      <ReviewDialog course={course} open={reviewing} onClose={() => setReviewing(false)} />
    </article>
  );
}
