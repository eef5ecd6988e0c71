import type { TTrainerDetails } from '@masar/contracts';
import { Briefcase, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { TrainerAvatar } from './trainer-avatar';

/** Name, title, specialty, experience, photo and bio; the route adds their courses under it. */
export function TrainerProfileView({ trainer }: { trainer: TTrainerDetails }) {
  const { t } = useTranslation('trainers');
  return (
    <section aria-labelledby="trainer-name" className="bg-brand-900 text-white">
      <Container className="py-10 sm:py-14">
        <nav aria-label={t('profile.breadcrumb')} className="mb-6 text-sm text-brand-100">
          <Link to={paths.trainers.getHref()} className="hover:underline">
            {t('list.title')}
          </Link>
        </nav>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <TrainerAvatar
            name={trainer.name}
            photoUrl={trainer.photoUrl}
            size={128}
            className="text-4xl ring-4 ring-white/20"
          />
          <div className="min-w-0">
            <h1 id="trainer-name" className="text-3xl font-bold sm:text-4xl">
              <bdi>{trainer.name}</bdi>
            </h1>
            <p className="mt-2 w-fit text-lg text-brand-100" dir="auto">
              {trainer.title}
            </p>
            <ul className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              <li className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1">
                <GraduationCap aria-hidden="true" className="size-4 text-accent-300" />
                {t(`specialties.${trainer.specialty}`)}
              </li>
              <li className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1">
                <Briefcase aria-hidden="true" className="size-4 text-accent-300" />
                {t('card.experience', { count: trainer.experienceYears })}
              </li>
            </ul>
          </div>
        </div>
        {trainer.bio && (
          <div className="mt-8 max-w-3xl">
            <h2 className="mb-2 text-lg font-bold">{t('profile.about')}</h2>
            <p dir="auto" className="w-fit whitespace-pre-line leading-relaxed text-brand-50">
              {trainer.bio}
            </p>
          </div>
        )}
      </Container>
    </section>
  );
}
