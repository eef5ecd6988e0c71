import { CaptionTrackList } from '@/components/caption-track-list';
import { readStoredCaptionChoice } from '@/lib/caption-choice';
import { useTranslation } from '@/lib/use-translation';
import { usePreviewCaptions } from '../../api/get-preview-captions';

/**
 * <track> elements of a free preview's video (issue 20): the learner's last captions choice in the
 * player shows, else the page's language.
 */
export function PreviewCaptions({ lectureId }: { lectureId: string }) {
  const { i18n } = useTranslation('common');
  const captions = usePreviewCaptions(lectureId, true);
  return (
    <CaptionTrackList
      tracks={captions.data ?? []}
      chosen={readStoredCaptionChoice() ?? i18n.resolvedLanguage ?? 'ar'}
    />
  );
}
