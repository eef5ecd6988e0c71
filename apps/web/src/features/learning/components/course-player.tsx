import type { TContentLecture, TCourseContent } from '@masar/contracts';
import { Award, CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';
import { useCompleteLecture } from '../api/complete-lecture';
import { useCourseContent } from '../api/get-course-content';
import { certificatePdfHref } from '../lib/certificate-links';
import { flattenLectures, pickLecture } from '../lib/outline';
import { CourseOutline } from './course-outline';
import { PdfLecture, TextLecture } from './document-lecture';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StudyPanel } from './study/study-panel';
import { QuizLecture } from './quiz/quiz-lecture';
import { VideoLecture } from './video-lecture';

/** /course-overview/{id}: the outline, the current lecture, mark done, previous/next, progress. */
export function CoursePlayer({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const content = useCourseContent(courseId);
  useDocumentTitle(content.data?.title ?? t('player.title'));

  if (content.isPending) return <StatusSpinner label={t('player.loading')} className="py-24" />;
  if (content.isError) {
    const status = isApiError(content.error) ? content.error.status : undefined;
    return (
      <Container className="grid justify-items-start gap-4 py-12">
        <Heading level={1}>{t('player.title')}</Heading>
        {status === 403 ? (
          <>
            <Notice tone="danger">{t('player.forbidden')}</Notice>
            <Link to={paths.payment.getHref(courseId)} className={buttonClasses('primary')}>
              {t('player.buy')}
            </Link>
          </>
        ) : (
          <Notice tone="danger">
            {status === 404 || status === 400 ? t('player.notFound') : errorText(content.error, 'load.courseContent')}
          </Notice>
        )}
      </Container>
    );
  }
  return <PlayerLayout content={content.data} />;
}

function PlayerLayout({ content }: { content: TCourseContent }) {
  const { t } = useTranslation('learning');
  const [search] = useUrlSearch();
  const lectures = flattenLectures(content);
  const lecture = pickLecture(content, search.get('lecture'));
  const index = lecture ? lectures.indexOf(lecture) : -1;
  const previous = index > 0 ? lectures[index - 1] : undefined;
  const next = index >= 0 ? lectures[index + 1] : undefined;
  const hrefOf = (lectureId: string) =>
    `${paths.courseOverview.getHref(content.courseId)}?lecture=${encodeURIComponent(lectureId)}`;

  return (
    <Container className="grid gap-6 py-8">
      <div className="grid gap-4">
        <Heading level={1} className="text-2xl sm:text-3xl">
          <bdi>{content.title}</bdi>
        </Heading>
        <ProgressBar
          value={content.progress}
          label={t('player.progress', { done: content.completedLectures, total: content.totalLectures })}
        />
        {content.certificateCode && (
          <Notice tone="success">
            <p className="font-semibold">{t('player.complete')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={certificatePdfHref(content.certificateCode)} download className={buttonClasses('primary', 'sm')}>
                <Award aria-hidden="true" className="size-4" />
                {t('mine.certificate')}
              </a>
              <Link to={paths.certificate.getHref(content.certificateCode)} className={buttonClasses('outline', 'sm')}>
                {t('player.verify')}
              </Link>
            </div>
          </Notice>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('player.lecture')} className="grid content-start gap-4">
          {lecture ? (
            <>
              <h2 className="text-xl font-bold text-ink">
                <bdi>{lecture.title}</bdi>
              </h2>
              <LectureBody key={lecture._id} courseId={content.courseId} lecture={lecture} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                {previous ? (
                  <Link to={hrefOf(previous._id)} replace className={buttonClasses('ghost', 'sm')}>
                    <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    {t('player.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <MarkDone courseId={content.courseId} lecture={lecture} />
                {next ? (
                  <Link to={hrefOf(next._id)} replace className={buttonClasses('outline', 'sm')}>
                    {t('player.next')}
                    <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  </Link>
                ) : (
                  <span />
                )}
              </div>
              <StudyPanel courseId={content.courseId} lecture={lecture} hrefOf={hrefOf} />
            </>
          ) : (
            <Notice>{t('player.empty')}</Notice>
          )}
        </section>
        <CourseOutline content={content} currentId={lecture?._id} hrefOf={hrefOf} />
      </div>
    </Container>
  );
}

function LectureBody({ courseId, lecture }: { courseId: string; lecture: TContentLecture }) {
  if (lecture.kind === 'video') return <VideoLecture courseId={courseId} lecture={lecture} />;
  if (lecture.kind === 'pdf') return <PdfLecture lecture={lecture} />;
  if (lecture.kind === 'quiz') return <QuizLecture courseId={courseId} lecture={lecture} />;
  return <TextLecture lecture={lecture} />;
}

/** Text and PDF lectures are completed by the learner; videos by watching (checked on the server). */
function MarkDone({ courseId, lecture }: { courseId: string; lecture: TContentLecture }) {
  const { t } = useTranslation('learning');
  const complete = useCompleteLecture(courseId);
  if (lecture.completed) {
    return (
      <p className="inline-flex items-center gap-1 font-semibold text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {t('player.completed')}
      </p>
    );
  }
  // videos complete by watching, quizzes by passing (both checked on the server)
  if (lecture.kind === 'video' || lecture.kind === 'quiz') return <span />;
  const onClick = () =>
    complete.mutate(lecture._id, {
      onSuccess: (result) =>
        notify('success', result.certificateCode ? t('player.certificateIssued') : t('player.marked')),
      onError: (error) => notify('error', errorText(error, 'generic')),
    });
  return (
    <Button size="sm" onClick={onClick} disabled={complete.isPending} aria-busy={complete.isPending || undefined}>
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {t('player.markDone')}
    </Button>
  );
}
