import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { ResumeList } from '@/features/career/components/resume/resume-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /career/resumes: the learner's CVs. */
export default function CareerResumesRoute() {
  const { t } = useTranslation('career');
  useDocumentTitle(t('resumes.title'));
  return (
    <Container className="py-10 sm:py-12">
      <Heading level={1} className="mb-2">
        {t('resumes.title')}
      </Heading>
      <p className="mb-8 text-muted">{t('resumes.subtitle')}</p>
      <ResumeList />
    </Container>
  );
}
