import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, ZCreateResumeRequest, type TLanguage, type TResume } from '@masar/contracts';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useCreateResume } from '../../api/create-resume';
import { useUpdateResume } from '../../api/update-resume';
import { useCareerFieldError } from '../../hooks/use-career-field-error';

const ZLanguageStep = ZCreateResumeRequest.pick({ language: true, title: true });

/**
 * Step 1: the CV's language, which sets its direction (Arabic: right-to-left), and an optional
 * name for it. A new CV is created here, so every later step saves into the account.
 */
export function LanguageStep({
  resume,
  onDone,
  focusHeading,
}: {
  resume?: TResume;
  onDone: (resume: TResume) => void;
  focusHeading: boolean;
}) {
  const { t, i18n } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const create = useCreateResume();
  const update = useUpdateResume(resume?._id ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uiLanguage: TLanguage = i18n.language === 'en' ? 'en' : 'ar';
  const form = useForm({
    resolver: zodResolver(ZLanguageStep),
    defaultValues: { language: resume?.language ?? uiLanguage, title: resume?.title ?? '' },
  });
  const language = useWatch({ control: form.control, name: 'language' });

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const onSubmit = form.handleSubmit(async ({ language, title }) => {
    const name = title?.trim() ?? '';
    if (!resume) {
      onDone(await create.mutateAsync({ language, ...(name ? { title: name } : {}) }));
      return;
    }
    const changes = {
      ...(language !== resume.language ? { language } : {}),
      ...(name && name !== resume.title ? { title: name } : {}),
    };
    onDone(Object.keys(changes).length ? await update.mutateAsync(changes) : resume);
  });
  const failure = create.error ?? update.error;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      aria-labelledby="wizard-step-title"
      className="grid gap-6"
    >
      <div>
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {t('wizard.steps.language')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('wizard.language.description')}</p>
      </div>
      {failure && <Notice tone="danger">{errorText(failure, 'generic')}</Notice>}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('wizard.language.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {LANGUAGES.map((lang) => (
            <label
              key={lang}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-accent-500',
                language === lang ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface hover:border-brand-300',
              )}
            >
              <input
                type="radio"
                value={lang}
                className="mt-1 size-4 accent-brand-700"
                {...form.register('language')}
              />
              <span>
                <span className="block font-bold text-ink">{t(`wizard.language.options.${lang}.title`)}</span>
                <span className="block text-sm text-muted">{t(`wizard.language.options.${lang}.body`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('wizard.language.titleLabel')}
        hint={t('wizard.language.titleHint')}
        dir="auto"
        maxLength={120}
        error={fieldError(form.formState.errors.title)}
        {...form.register('title')}
      />
      <div className="flex justify-end border-t border-line pt-5">
        <ActionButton type="submit" loading={form.formState.isSubmitting}>
          {t('wizard.next')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ActionButton>
      </div>
    </form>
  );
}
