import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { CourseGrid } from '@/features/catalog/components/course-grid';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

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
