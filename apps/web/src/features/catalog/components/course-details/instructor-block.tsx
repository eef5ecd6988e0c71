import type { TCourseDetails } from '@masar/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { avatarLetter } from '@/lib/avatar-letter';
import { useTranslation } from '@/lib/use-translation';

type TInstructor = NonNullable<TCourseDetails['trainer']>;

/** The instructor: photo, name, title, years of experience, bio and the way to the profile. */
export function InstructorBlock({ trainer }: { trainer: TInstructor }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 sm:flex-row">
      {trainer.photoUrl ? (
        <img
          src={trainer.photoUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
        >
          {avatarLetter(trainer.name)}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-xl font-bold text-ink">
          <bdi>{trainer.name}</bdi>
        </p>
        <p className="w-fit text-muted" dir="auto">
          {trainer.title}
        </p>
        <p className="mt-1 text-sm font-semibold text-brand-800">
          {t('instructor.experience', { count: trainer.experienceYears })}
        </p>
        {trainer.bio && (
          <p className="mt-3 line-clamp-4 w-fit leading-relaxed text-ink" dir="auto">
            {trainer.bio}
          </p>
        )}
        <Link
          to={paths.trainerProfile.getHref(trainer._id)}
          className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {t('instructor.profile', { name: trainer.name })}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </div>
  );
}
