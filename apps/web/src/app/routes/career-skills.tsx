import { ZId } from '@masar/contracts';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { SkillsAnalysis } from '@/features/career/components/skills/skills-analysis';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/** /career/skills (?review= or ?resume= to start from that CV's skills): skills against a target role. */
export default function CareerSkillsRoute() {
  const { t } = useTranslation('career');
  const [search] = useUrlSearch();
  // ids from the URL are used only when they are ids (the select offers the learner's own)
  const idOf = (key: string) => (ZId.safeParse(search.get(key)).success ? search.get(key) : null);
  const review = idOf('review');
  const resume = idOf('resume');
  useDocumentTitle(t('skills.title'));
  return (
    <Container className="py-10 sm:py-12">
      <Heading level={1} className="mb-2">
        {t('skills.title')}
      </Heading>
      <p className="mb-8 max-w-3xl text-muted">{t('skills.subtitle')}</p>
      <SkillsAnalysis initialSource={review ? `review:${review}` : resume ? `resume:${resume}` : ''} />
    </Container>
  );
}
