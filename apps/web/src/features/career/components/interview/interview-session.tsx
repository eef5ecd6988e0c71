import type { TInterviewSession } from '@masar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useInterview } from '../../api/get-interview';
import { isNotFound } from '../../api/retry';
import { InterviewQuestion } from './interview-question';
import { InterviewSummary } from './interview-summary';

/** One practice session: questions one at a time with feedback after each answer, then the summary. */
export function InterviewSessionView({ id }: { id: string }) {
  const { t } = useTranslation('career');
  const session = useInterview(id);
  if (session.isPending) return <StatusSpinner label={t('interview.loading')} showLabel className="py-16" />;
  if (session.isError) {
    return (
      <Notice tone="danger">
        <p>{isNotFound(session.error) ? t('interview.notFound') : errorText(session.error, 'generic')}</p>
        <Link to={paths.careerInterview.getHref()} className="mt-2 inline-block font-semibold underline">
          {t('interview.newSession')}
        </Link>
      </Notice>
    );
  }
  return (
    <div className="grid gap-6">
      <SessionHeader session={session.data} />
      {session.data.summary ? (
        <InterviewSummary session={session.data} />
      ) : (
        <InterviewQuestion key={session.data._id} session={session.data} />
      )}
    </div>
  );
}

function SessionHeader({ session }: { session: TInterviewSession }) {
  const { t, i18n } = useTranslation('career');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="me-2 text-xl font-bold text-ink">{session.roleName[lang]}</h2>
      <Badge>{t(`interview.kinds.${session.kind}.title`)}</Badge>
      <Badge tone="neutral">{t(`levels.${session.level}`)}</Badge>
      <Badge tone="neutral">{t(`cvLanguage.${session.language}`)}</Badge>
    </div>
  );
}
