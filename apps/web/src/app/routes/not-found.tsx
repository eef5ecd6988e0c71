import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** A lost visitor may not read the active language: the page also names itself in English. */
function EnglishTitle() {
  const { i18n } = useTranslation('common');
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void i18n.loadLanguages('en').then(() => {
      if (live) setTitle(i18n.getFixedT('en', 'common')('notFound.title'));
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  return title ? (
    <p lang="en" dir="ltr" className="mb-4 font-latin text-lg text-muted">
      {title}
    </p>
  ) : null;
}

export default function NotFoundRoute() {
  const { t, i18n } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="mb-2 font-latin text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <Heading level={1} className="mb-4">
        {t('notFound.title')}
      </Heading>
      {!i18n.language.startsWith('en') && <EnglishTitle />}
      <p className="mb-8 text-muted">{t('notFound.body')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
        {t('notFound.backHome')}
      </Link>
    </Container>
  );
}
