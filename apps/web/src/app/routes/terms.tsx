import { LegalDocument } from '@/features/site/components/legal-document';

export default function TermsRoute() {
  return <LegalDocument doc="terms" />;
}
