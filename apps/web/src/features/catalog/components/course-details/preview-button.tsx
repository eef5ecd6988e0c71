import type { TOutlineLecture } from '@masar/contracts';
import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

// the player dialog is a chunk of its own: the course page loads it on the first click
const LecturePreviewDialog = lazy(() => import('./lecture-preview-dialog'));

/** The "Preview" mark of a free lecture, as a button that plays it in a dialog. */
export function PreviewButton({ lecture }: { lecture: TOutlineLecture }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('outline.previewLecture', { title: lecture.title })}
        aria-haspopup="dialog"
        className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 hover:bg-accent-100"
      >
        <PlayCircle aria-hidden="true" className="size-3.5" />
        {t('outline.preview')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LecturePreviewDialog lecture={lecture} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
