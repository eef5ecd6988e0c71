import { clsx } from 'clsx';
import { avatarLetter } from '@/lib/avatar-letter';

/** The trainer's photo, or the first letter of their name on the brand colour when none was uploaded. */
export function TrainerAvatar({
  name,
  photoUrl,
  size,
  className,
}: {
  name: string;
  photoUrl: string | null;
  size: number;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={clsx('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size }}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
        className,
      )}
    >
      {avatarLetter(name)}
    </span>
  );
}
