import { CAPTION_LANGUAGES, CAPTION_MAX_BYTES, type TCaptionLanguage } from '@masar/contracts';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useLectureCaptionEdits, useLectureCaptionList } from '../api/lecture-captions';
import { FileUploadField } from './file-upload-field';

/** WebVTT captions of a saved video lecture, per language, uploaded at once (issue 20). */
export function LectureCaptionsField({ lectureId }: { lectureId: string | null }) {
  const { t } = useTranslation('study');
  return (
    <fieldset className="grid gap-4 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('captionsAdmin.title')}</legend>
      {lectureId ? (
        CAPTION_LANGUAGES.map((language) => <CaptionRow key={language} lectureId={lectureId} language={language} />)
      ) : (
        <p className="text-sm text-muted">{t('captionsAdmin.saveFirst')}</p>
      )}
    </fieldset>
  );
}

function CaptionRow({ lectureId, language }: { lectureId: string; language: TCaptionLanguage }) {
  const { t } = useTranslation('study');
  const list = useLectureCaptionList(lectureId);
  const { upload, remove } = useLectureCaptionEdits(lectureId);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const present = list.data?.some((track) => track.language === language) ?? false;
  const name = t(`captions.language.${language}`);

  const onFile = async (file: File) => {
    setError(null);
    if (file.size > CAPTION_MAX_BYTES) {
      setError(t('captionsAdmin.hint'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ language, file, onProgress: setProgress });
      notify('success', t('captionsAdmin.uploaded'));
    } catch (caught) {
      setError(errorText(caught, 'generic'));
    } finally {
      setProgress(null);
    }
  };
  const onRemove = () =>
    remove.mutate(language, {
      onSuccess: () => notify('success', t('captionsAdmin.removed')),
      onError: (caught) => notify('error', errorText(caught, 'generic')),
    });

  return (
    <FileUploadField
      label={present ? t('captionsAdmin.replace', { language: name }) : t('captionsAdmin.upload', { language: name })}
      accept=".vtt,text/vtt"
      hint={t('captionsAdmin.hint')}
      progress={progress}
      error={error}
      onFile={(file) => void onFile(file)}
      preview={
        present ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-success">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('captionsAdmin.present')}
            </p>
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('captionsAdmin.remove', { language: name })}
            </Button>
          </div>
        ) : null
      }
    />
  );
}
