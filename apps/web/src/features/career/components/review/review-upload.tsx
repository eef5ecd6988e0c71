import { CAREER_LEVELS, INDUSTRIES, type TCareerLevel, type TIndustry } from '@masar/contracts';
import { clsx } from 'clsx';
import { FileUp, FileText } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { formatFileSize } from '@/lib/format-file-size';
import { useTranslation } from '@/lib/use-translation';
import { useCreateReview } from '../../api/create-review';
import { checkResumeFile, REVIEW_ACCEPT, uploadProblemOf, type TUploadProblem } from '../../lib/upload-checks';

/**
 * CV review, first state (SPEC section 4): pick or drop a PDF or DOCX (checked here first: type
 * and 10 MB), optionally the industry and level to compare with, then the loading state while the
 * server reads and scores it; the score details open on their own page.
 */
export function ReviewUpload() {
  const { t, i18n } = useTranslation('career');
  const id = useId();
  const navigate = useNavigate();
  const upload = useCreateReview();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TUploadProblem | 'missing' | null>(null);
  const [dragging, setDragging] = useState(false);
  const [industry, setIndustry] = useState<TIndustry | ''>('');
  const [level, setLevel] = useState<TCareerLevel | ''>('');

  const choose = (picked: File | undefined) => {
    upload.reset();
    if (!picked) return;
    const found = checkResumeFile(picked);
    setProblem(found);
    setFile(found ? null : picked);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const submit = () => {
    if (!file) {
      setProblem('missing');
      return;
    }
    upload.mutate(
      { file, industry, level },
      { onSuccess: (review) => void navigate(paths.careerReviewDetails.getHref(review._id)) },
    );
  };

  if (upload.isPending || upload.isSuccess) {
    return (
      <StatusSpinner
        label={t('review.analyzing')}
        showLabel
        className="rounded-xl border border-line bg-surface py-16 shadow-card"
      />
    );
  }
  const serverProblem = uploadProblemOf(upload.error);
  const shownProblem = problem ?? serverProblem;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t('review.uploadTitle')}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-canvas',
        )}
      >
        <FileUp aria-hidden="true" className="size-10 text-brand-700" />
        <p className="font-semibold text-ink">{t('review.dropHere')}</p>
        <input
          id={`${id}-file`}
          type="file"
          accept={REVIEW_ACCEPT}
          className="peer sr-only"
          aria-describedby={`${id}-rules${shownProblem ? ` ${id}-problem` : ''}`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500"
        >
          {t('review.chooseFile')}
        </label>
        <p id={`${id}-rules`} className="text-sm text-muted">
          {t('review.rules', { max: formatNumber(10, i18n.language) })}
        </p>
      </div>
      {file && (
        <p className="flex items-center gap-2 text-ink">
          <FileText aria-hidden="true" className="size-5 text-brand-700" />
          <bdi className="font-semibold">{file.name}</bdi>
          <span className="text-sm text-muted">
            {t('review.size', { size: formatFileSize(file.size, i18n.language) })}
          </span>
        </p>
      )}
      {shownProblem ? (
        <div id={`${id}-problem`}>
          <Notice tone="danger">
            {t(`review.problems.${shownProblem}`, { max: formatNumber(10, i18n.language) })}
          </Notice>
        </div>
      ) : (
        upload.isError && <Notice tone="danger">{errorText(upload.error, 'generic')}</Notice>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-muted">{t('review.compareWith')}</legend>
        <SelectField
          label={t('fields.industry')}
          value={industry}
          onChange={(event) => setIndustry(event.target.value as TIndustry | '')}
        >
          <option value="">{t('fields.choose')}</option>
          {INDUSTRIES.map((value) => (
            <option key={value} value={value}>
              {t(`industries.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as TCareerLevel | '')}
        >
          <option value="">{t('fields.choose')}</option>
          {CAREER_LEVELS.map((value) => (
            <option key={value} value={value}>
              {t(`levels.${value}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <ActionButton className="justify-self-start" onClick={submit}>
        {t('review.submit')}
      </ActionButton>
    </section>
  );
}
