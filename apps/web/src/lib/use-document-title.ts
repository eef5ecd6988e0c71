import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';

export function useDocumentTitle(title?: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? t('brand.documentTitle', { title }) : t('brand.name');
  }, [title, t]);
}
