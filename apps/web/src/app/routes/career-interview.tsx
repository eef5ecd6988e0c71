import { Link, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { InterviewSessionView } from '@/features/career/components/interview/interview-session';
import { InterviewSetup } from '@/features/career/components/interview/interview-setup';
import { PastInterviews } from '@/features/career/components/interview/past-interviews';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /career/interview (a new session, past sessions) and /career/interview/:id (one session). */
export default function CareerInterviewRoute() {
  const { t } = useTranslation('career');
  const { id } = useParams();
  useDocumentTitle(t('interview.title'));
  return (
    <Container className="py-10 sm:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <Heading level={1}>{t('interview.title')}</Heading>
          {!id && <p className="mt-2 text-muted">{t('interview.subtitle')}</p>}
        </div>
        {id && (
          <Link to={paths.careerInterview.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('interview.newSession')}
          </Link>
        )}
      </div>
      {id ? (
        <InterviewSessionView key={id} id={id} />
      ) : (
        <div className="grid gap-10">
          <InterviewSetup />
          <PastInterviews />
        </div>
      )}
    </Container>
  );
}
