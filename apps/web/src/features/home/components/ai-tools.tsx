import { ArrowRight, FileCheck2, FilePlus2, MessagesSquare, Radar, WandSparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { useTranslation } from '@/lib/use-translation';

/** The five AI career tools of SPEC section 1, in the order the product lists them. */
export const AI_TOOLS: { key: 'create' | 'review' | 'enhance' | 'skills' | 'interview'; icon: LucideIcon }[] = [
  { key: 'create', icon: FilePlus2 },
  { key: 'review', icon: FileCheck2 },
  { key: 'enhance', icon: WandSparkles },
  { key: 'skills', icon: Radar },
  { key: 'interview', icon: MessagesSquare },
];

/** The AI tools section with "try now" (to the public get-started page, /career). */
export function AiTools({ careerHref, headingLevel = 2 }: { careerHref: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('home');
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby="ai-tools-title" className="bg-canvas py-14">
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <Heading id="ai-tools-title" level={headingLevel}>
              {t('aiTools.title')}
            </Heading>
            <p className="mt-2 text-muted">{t('aiTools.subtitle')}</p>
          </div>
          <Link to={careerHref} className={buttonClasses('primary', 'lg')}>
            {t('aiTools.tryNow')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {AI_TOOLS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border border-line bg-surface p-5">
              <span className="mb-3 inline-flex size-11 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <Title className="mb-1 font-bold text-ink">{t(`aiTools.tools.${key}.title`)}</Title>
              <p className="text-sm leading-relaxed text-muted">{t(`aiTools.tools.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
