import { useDocumentTitle } from '@/lib/use-document-title';
import { Container } from './container';
import { Heading } from './heading';

/** A page that a later issue fills in shows only its heading; no invented content. */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container className="py-12">
      <Heading level={1}>{title}</Heading>
    </Container>
  );
}
