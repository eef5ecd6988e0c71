import { useTranslation } from '@/lib/use-translation';
import { usePreviewCaptions } from '../../api/get-preview-captions';

/** The learner's last captions choice in the player (localStorage), else the page's language. */
function preferred(pageLanguage: string): string {
  try {
    return localStorage.getItem('captions') ?? pageLanguage;
  } catch {
    return pageLanguage;
  }
}

/** <track> elements of a free preview's video (issue 20); the preferred language shows. */
export function PreviewCaptions({ lectureId }: { lectureId: string }) {
  const { t, i18n } = useTranslation('study');
  const captions = usePreviewCaptions(lectureId, true);
  const chosen = preferred(i18n.resolvedLanguage ?? 'ar');
  return (captions.data ?? []).map((track) => (
    <track
      key={track.url}
      kind="captions"
      src={track.url}
      srcLang={track.language}
      label={t(`captions.language.${track.language}`)}
      default={track.language === chosen}
    />
  ));
}
