import type { TMyCourse } from '@masar/contracts';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useSaveReview } from '../api/save-review';

type TProps = { course: TMyCourse; open: boolean; onClose: () => void };

/** Rate 1-5 and comment; the learner's one review, written or edited (PUT). */
export function ReviewDialog({ course, open, onClose }: TProps) {
  const { t } = useTranslation('learning');
  return (
    <ModalDialog
      open={open}
      title={t('review.title', { title: course.title })}
      closeLabel={t('review.close')}
      onClose={onClose}
    >
      {open && <ReviewForm course={course} onDone={onClose} />}
    </ModalDialog>
  );
}

function ReviewForm({ course, onDone }: { course: TMyCourse; onDone: () => void }) {
  const { t } = useTranslation('learning');
  const save = useSaveReview(course._id);
  const [rating, setRating] = useState(course.myReview?.rating ?? 0);
  const [comment, setComment] = useState(course.myReview?.comment ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('review.ratingRequired'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ rating, comment });
      notify('success', t('review.saved'));
      onDone();
    } catch (caught) {
      setError(errorText(caught, 'generic'));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('review.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1 has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={value <= rating ? 'size-7 fill-accent-400 text-accent-500' : 'size-7 text-muted'}
              />
              <span className="sr-only">{t('review.stars', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={t('review.comment')}
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('review.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('review.save')}
        </Button>
      </div>
    </form>
  );
}
