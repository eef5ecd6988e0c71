import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { SavedResume } from '@/features/career/components/resume/saved-resume';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /career/resumes/:id: the saved resume, ready, with its download starting by itself. */
export default function CareerResumeRoute() {
  const { t } = useTranslation('career');
  const { id = '' } = useParams();
  useDocumentTitle(t('resume.title'));
  return (
    <Container className="py-10 sm:py-12">
      <Heading level={1} className="mb-8">
        {t('resume.title')}
      </Heading>
      <SavedResume key={id} id={id} />
    </Container>
  );
}
