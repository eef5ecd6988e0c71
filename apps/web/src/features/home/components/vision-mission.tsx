import { Target, Telescope } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/use-translation';

export function VisionMission() {
  const { t } = useTranslation('home');
  const blocks = [
    { key: 'vision', icon: Telescope },
    { key: 'mission', icon: Target },
  ] as const;
  return (
    <section aria-label={t('visionMission.label')} className="bg-brand-900 py-14 text-white">
      <Container className="grid gap-8 md:grid-cols-2">
        {blocks.map(({ key, icon: Icon }) => (
          <div key={key} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
            <Icon aria-hidden="true" className="mb-4 size-8 text-accent-300" />
            <h2 className="mb-3 text-2xl font-bold">{t(`visionMission.${key}.title`)}</h2>
            <p className="leading-relaxed text-brand-100">{t(`visionMission.${key}.body`)}</p>
          </div>
        ))}
      </Container>
    </section>
  );
}
