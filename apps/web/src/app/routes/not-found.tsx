import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function NotFoundRoute() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="mb-2 font-latin text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <Heading level={1} className="mb-4">
        {t('notFound.title')}
      </Heading>
      <p className="mb-8 text-muted">{t('notFound.body')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
        {t('notFound.backHome')}
      </Link>
    </Container>
  );
}
