import { Link, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { isWizardStep, ResumeWizard } from '@/features/career/components/wizard/resume-wizard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/** /career/resume/new (a new CV) and /career/resumes/:id/edit?step= (or ?id=): the create-CV wizard. */
export default function CareerResumeNewRoute() {
  const { t } = useTranslation('career');
  const params = useParams();
  const [search] = useUrlSearch();
  const id = params.id ?? search.get('id') ?? undefined;
  const requested = search.get('step');
  const step = isWizardStep(requested) && (id || requested === 'language') ? requested : id ? 'personal' : 'language';
  const title = id ? t('resumeNew.editTitle') : t('resumeNew.title');
  useDocumentTitle(title);
  return (
    <Container className="py-10 sm:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading level={1}>{title}</Heading>
          <p className="mt-2 text-muted">{t('resumeNew.subtitle')}</p>
        </div>
        <Link to={paths.careerResumes.getHref()} className="font-semibold text-brand-700 hover:underline">
          {t('resumes.title')}
        </Link>
      </div>
      <ResumeWizard resumeId={id} step={step} />
    </Container>
  );
}
