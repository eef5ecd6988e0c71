import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { CHUNK_RELOAD_PREFIX } from '@/lib/lazy-import';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export function isChunkLoadError(error: unknown) {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

export function retryPageLoad() {
  try {
    // an explicit retry earns every failed module one more automatic reload
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith(CHUNK_RELOAD_PREFIX))
      .forEach((key) => sessionStorage.removeItem(key));
  } catch {
    // ignore
  }
  window.location.reload();
}

export function PageErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const title = chunk ? t('errors.chunkTitle') : t('errors.genericTitle');
  // the failed page set no title of its own; this also keeps the small hook in the entry's chunk
  // instead of a file of its own that every page, the home page first, downloads
  useDocumentTitle(title);
  return (
    <Container className="py-16">
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-xl border border-line bg-surface p-8 text-center shadow-card"
      >
        <Heading level={1} className="mb-3 text-2xl sm:text-2xl">
          {title}
        </Heading>
        <p className="mb-6 text-muted">{chunk ? t('errors.chunkBody') : t('errors.genericBody')}</p>
        <Button onClick={retryPageLoad}>{t('actions.retry')}</Button>
      </div>
    </Container>
  );
}

type TProps = { children: ReactNode; resetKey?: string };
type TState = { error: unknown };

/** Keeps the header and footer on screen when a page (or its chunk) fails. */
export class PageErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  override componentDidUpdate(prev: TProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
