import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { EnhanceSourcePicker } from '@/features/career/components/enhance/enhance-source-picker';
import { EnhanceView } from '@/features/career/components/enhance/enhance-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/** /career/enhance?review= or ?resume=: rewrite suggestions; without either, pick the CV first. */
export default function CareerEnhanceRoute() {
  const { t } = useTranslation('career');
  const [search] = useUrlSearch();
  const reviewId = search.get('review');
  const resumeId = search.get('resume');
  const source = reviewId ? { reviewId } : resumeId ? { resumeId } : null;
  useDocumentTitle(t('enhance.title'));
  return (
    <Container className="py-10 sm:py-12">
      <Heading level={1} className="mb-2">
        {t('enhance.title')}
      </Heading>
      <p className="mb-8 max-w-3xl text-muted">{t('enhance.subtitle')}</p>
      {source ? <EnhanceView key={reviewId ?? resumeId} source={source} /> : <EnhanceSourcePicker />}
    </Container>
  );
}
