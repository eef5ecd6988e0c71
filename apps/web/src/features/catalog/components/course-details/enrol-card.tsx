import type { TCourseDetails } from '@masar/contracts';
import { Award, BookOpen, Clock, Download, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDuration, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { paymentHref } from '../../lib/options';
import { CoursePrice } from '../course-card';

/**
 * Price and the way in: "enrol now" to the checkout of this course (a guest signs in first and
 * comes back), or "continue learning" once enrolled; the syllabus when one was uploaded; what the
 * course includes, the certificate among it. `promise` is the money-back line (or nothing).
 */
export function EnrolCard({ course, promise }: { course: TCourseDetails; promise?: ReactNode }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { isAuthenticated } = useSession();
  const checkout = paymentHref(course._id);

  return (
    <div className="rounded-xl border border-line bg-surface p-6 shadow-card">
      <CoursePrice course={course} className="text-3xl font-bold text-brand-800" />
      {course.enrolled ? (
        <div className="mt-5 grid gap-3">
          {course.progress !== undefined && (
            <div>
              <div className="mb-1 flex justify-between text-sm text-muted">
                <span>{t('enrol.progress')}</span>
                <span>{formatNumber(course.progress / 100, lang, { style: 'percent' })}</span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-line"
                role="progressbar"
                aria-label={t('enrol.progress')}
                aria-valuenow={course.progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full rounded-full bg-brand-600" style={{ inlineSize: `${course.progress}%` }} />
              </div>
            </div>
          )}
          <Link to={paths.courseOverview.getHref(course._id)} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('enrol.continue')}
          </Link>
        </div>
      ) : (
        <Link
          to={isAuthenticated ? checkout : paths.login.getHref(checkout)}
          className={buttonClasses('primary', 'lg', 'mt-5 w-full')}
        >
          {t('enrol.now')}
        </Link>
      )}
      {course.syllabusUrl && (
        <a href={course.syllabusUrl} download className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
          <Download aria-hidden="true" className="size-5" />
          {t('enrol.syllabus')}
        </a>
      )}
      {promise}
      <h2 className="mb-3 mt-6 font-bold text-ink">{t('enrol.includes')}</h2>
      <ul className="grid gap-2 text-sm text-ink">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          {t('enrol.duration', { duration: formatDuration(course.durationMinutes, lang) })}
        </li>
        <li className="flex items-center gap-2">
          <BookOpen aria-hidden="true" className="size-4 text-brand-700" />
          {t('card.lectures', { count: course.lecturesCount })}
        </li>
        <li className="flex items-center gap-2">
          <Languages aria-hidden="true" className="size-4 text-brand-700" />
          {t(`enrol.language.${course.language}`)}
        </li>
        <li className="flex items-start gap-2">
          <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <strong className="font-semibold">{t('enrol.certificate')}</strong> {t('enrol.certificateBody')}
          </span>
        </li>
      </ul>
    </div>
  );
}
