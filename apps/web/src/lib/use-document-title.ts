import { use, useEffect } from 'react';
import { ServerRenderContext, useTranslation } from '@/lib/use-translation';

export function useDocumentTitle(title?: string) {
  const { t } = useTranslation('common');
  const text = title ? t('brand.documentTitle', { title }) : t('brand.name');
  if (import.meta.env.SSR && ServerRenderContext) {
    // the server writes it into the page's <title>
    use(ServerRenderContext)?.setTitle(text);
  }
  useEffect(() => {
    document.title = text;
  }, [text]);
}
