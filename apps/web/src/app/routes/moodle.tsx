import { Container } from '@/components/ui/container';
import { MoodleCourses } from '@/features/moodle/components/moodle-courses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /moodle (public): the Moodle courses screen of SPEC section 2. */
export default function MoodleRoute() {
  const { t } = useTranslation('moodle');
  useDocumentTitle(t('title'));
  return (
    <Container className="py-10 sm:py-12">
      <MoodleCourses />
    </Container>
  );
}
