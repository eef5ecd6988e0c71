import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { CourseGrid } from '@/features/catalog/components/course-grid';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function CoursesRoute() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('list.title'));
  return (
    <Container className="py-12">
      <Heading level={1} className="mb-8">
        {t('list.title')}
      </Heading>
      <CourseGrid />
    </Container>
  );
}
