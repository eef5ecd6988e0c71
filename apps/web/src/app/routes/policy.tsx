import { LegalDocument } from '@/features/site/components/legal-document';

export default function PolicyRoute() {
  return <LegalDocument doc="policy" />;
}
