import type { TTrainer } from '@masar/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { TrainerAvatar } from './trainer-avatar';

export function TrainerCard({ trainer }: { trainer: TTrainer }) {
  const { t } = useTranslation('trainers');
  return (
    <article className="relative flex h-full flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center shadow-card transition-shadow hover:shadow-card-hover">
      <TrainerAvatar name={trainer.name} photoUrl={trainer.photoUrl} size={96} className="text-3xl" />
      <h2 className="text-lg font-bold text-ink">
        <Link
          to={paths.trainerProfile.getHref(trainer._id)}
          className="after:absolute after:inset-0 hover:text-brand-700"
        >
          <bdi>{trainer.name}</bdi>
        </Link>
      </h2>
      <p className="text-muted" dir="auto">
        {trainer.title}
      </p>
      <p className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
        {t(`specialties.${trainer.specialty}`)}
      </p>
      <p className="mt-auto text-sm text-muted">
        {t('card.experience', { count: trainer.experienceYears })} ·{' '}
        {t('card.courses', { count: trainer.coursesCount })}
      </p>
    </article>
  );
}
