import { useParams } from 'react-router';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';

export default function CertificateRoute() {
  const { code = '' } = useParams();
  return <CertificateVerification code={code} />;
}
