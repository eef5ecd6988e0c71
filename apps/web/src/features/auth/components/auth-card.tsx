import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';

type TAuthCardProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The centred card every account page sits in; its title is the page's h1 and document title. */
export function AuthCard({ title, subtitle, children, footer }: TAuthCardProps) {
  useDocumentTitle(title);
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
        <Heading level={1} className="text-2xl sm:text-3xl">
          {title}
        </Heading>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 grid gap-2 border-t border-line pt-5 text-center text-sm text-muted">{footer}</div>
        )}
      </div>
    </Container>
  );
}
