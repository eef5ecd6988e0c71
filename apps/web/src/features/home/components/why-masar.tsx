import { Award, BookOpenCheck, Sparkles } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { useTranslation } from '@/lib/use-translation';

const points = [
  { key: 'courses', icon: BookOpenCheck },
  { key: 'certificates', icon: Award },
  { key: 'career', icon: Sparkles },
] as const;

/** Product facts from the spec (individual courses, verifiable certificates, AI career tools). */
export function WhyMasar() {
  const { t } = useTranslation('home');
  return (
    <section id="why-masar" aria-labelledby="why-title" className="scroll-mt-20 bg-surface py-14">
      <Container>
        <Heading id="why-title" className="mb-8">
          {t('why.title')}
        </Heading>
        <ul className="grid gap-6 md:grid-cols-3">
          {points.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border border-line p-6">
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mb-2 text-lg font-bold">{t(`why.${key}.title`)}</h3>
              <p className="leading-relaxed text-muted">{t(`why.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
