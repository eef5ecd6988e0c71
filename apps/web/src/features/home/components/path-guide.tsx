import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const STEPS = ['goal', 'level', 'explore', 'trainer', 'start'] as const;

/** The five-step guide to choosing a path (SPEC section 2). */
export function PathGuide() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'ar';
  return (
    <section aria-labelledby="guide-title" className="bg-surface py-14">
      <Container>
        <Heading id="guide-title" className="mb-2">
          {t('guide.title')}
        </Heading>
        <p className="mb-8 max-w-2xl text-muted">{t('guide.subtitle')}</p>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((step, i) => (
            <li key={step} className="relative rounded-xl border border-line bg-canvas p-5">
              <span
                aria-hidden="true"
                className="mb-3 inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {formatNumber(i + 1, lang)}
              </span>
              <h3 className="mb-2 font-bold text-ink">{t(`guide.steps.${step}.title`)}</h3>
              <p className="text-sm leading-relaxed text-muted">{t(`guide.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
