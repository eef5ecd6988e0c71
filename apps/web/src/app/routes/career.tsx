import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { GetStarted } from '@/features/career/components/get-started/get-started';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /career (public): get started with the career tools. */
export default function CareerRoute() {
  const { t } = useTranslation('career');
  useDocumentTitle(t('getStarted.title'));
  return (
    <Container className="py-10 sm:py-14">
      <div className="mb-10 max-w-3xl">
        <Heading level={1}>{t('getStarted.title')}</Heading>
        <p className="mt-3 text-lg leading-relaxed text-muted">{t('getStarted.subtitle')}</p>
      </div>
      <GetStarted />
    </Container>
  );
}
