import { JOB_DESCRIPTION_MAX_CHARS, JOB_DESCRIPTION_MIN_CHARS, RESUME_UPLOAD_MAX_BYTES } from '@masar/contracts';
import { FileText, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useMatchJob } from '../../api/match-job';
import { JobMatchResult } from './job-match-result';

const ACCEPT =
  '.pdf,.docx,.txt,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
type TProblem = 'tooShort' | 'tooLong' | 'fileType' | 'fileTooLarge';

function checkFile(file: File): TProblem | null {
  if (!/\.(pdf|docx|txt)$/i.test(file.name)) return 'fileType';
  return file.size > RESUME_UPLOAD_MAX_BYTES ? 'fileTooLarge' : null;
}

/** The server's own words for a refused description (its field message), else its message. */
function serverText(error: unknown): string {
  if (isApiError(error) && error.data && typeof error.data === 'object' && 'details' in error.data) {
    const details = (error.data as { details?: Record<string, unknown> }).details ?? {};
    const field = details.jobDescription ?? details.file;
    if (typeof field === 'string') return field;
  }
  return errorText(error, 'generic');
}

/**
 * "Match with a job description" on a review: paste the description or upload it (PDF, DOCX, TXT),
 * then the match rate with its formula, skills found (and where) or missing (with courses), and the title.
 */
export function JobMatchPanel({ reviewId }: { reviewId: string }) {
  const { t, i18n } = useTranslation('career');
  const id = useId();
  const match = useMatchJob(reviewId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);

  const submit = () => {
    if (file) {
      match.mutate({ file });
      return;
    }
    const trimmed = text.trim();
    const found =
      trimmed.length < JOB_DESCRIPTION_MIN_CHARS
        ? 'tooShort'
        : trimmed.length > JOB_DESCRIPTION_MAX_CHARS
          ? 'tooLong'
          : null;
    setProblem(found);
    if (!found) match.mutate({ text: trimmed });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-ink">
          <Target aria-hidden="true" className="size-6 text-brand-700" />
          {t('match.title')}
        </h2>
        <p className="text-sm text-muted">{t('match.subtitle')}</p>
      </div>
      <TextareaField
        label={t('match.paste')}
        rows={6}
        value={text}
        disabled={file !== null}
        maxLength={JOB_DESCRIPTION_MAX_CHARS}
        error={
          problem === 'tooShort' || problem === 'tooLong'
            ? t(`match.problems.${problem}`, { min: n(JOB_DESCRIPTION_MIN_CHARS), max: n(JOB_DESCRIPTION_MAX_CHARS) })
            : undefined
        }
        hint={t('match.pasteHint')}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (!picked) return;
            const found = checkFile(picked);
            setProblem(found);
            setFile(found ? null : picked);
            match.reset();
          }}
        />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500"
        >
          {t('match.chooseFile')}
        </label>
        <span className="text-sm text-muted">{t('match.fileRules', { max: n(10) })}</span>
      </div>
      {file && (
        <p className="flex flex-wrap items-center gap-2 text-ink">
          <FileText aria-hidden="true" className="size-5 text-brand-700" />
          <bdi className="font-semibold">{file.name}</bdi>
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => setFile(null)}
          >
            {t('match.removeFile')}
          </button>
        </p>
      )}
      {(problem === 'fileType' || problem === 'fileTooLarge') && (
        <Notice tone="danger">{t(`match.problems.${problem}`, { max: n(10) })}</Notice>
      )}
      {match.isError && <Notice tone="danger">{serverText(match.error)}</Notice>}
      <ActionButton
        className="justify-self-start"
        loading={match.isPending}
        loadingText={t('match.matching')}
        onClick={submit}
      >
        {t('match.submit')}
      </ActionButton>
      {match.data && <JobMatchResult result={match.data} />}
    </section>
  );
}
