import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/use-translation';

export function Hero({ coursesHref, learnMoreHref }: { coursesHref: string; learnMoreHref: string }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 end-[-10rem] size-[28rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 start-[-8rem] size-[24rem] rounded-full bg-accent-500/20 blur-3xl"
      />
      <Container className="relative py-16 sm:py-24">
        <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300">
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={coursesHref} className={buttonClasses('secondary', 'lg')}>
            {t('hero.startNow')}
            {/* the arrow points forward, so it is mirrored in RTL */}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
          <a href={learnMoreHref} className={buttonClasses('outline', 'lg', 'text-white hover:bg-white/10')}>
            {t('hero.learnMore')}
          </a>
        </div>
      </Container>
    </section>
  );
}
