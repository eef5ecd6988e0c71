import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageErrorFallback } from '@/components/layouts/page-error-boundary';

/** Last resort when the layout itself fails: still a message and a Retry button, never a blank page. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main" className="min-h-dvh">
      <PageErrorFallback error={error} />
    </main>
  );
}

type TState = { error: unknown };

/** Catches what the per-page boundary inside the layout cannot: errors in the layout and guards. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RootErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
