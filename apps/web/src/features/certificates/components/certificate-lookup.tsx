import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { certificateCodeFrom } from '../lib/certificate-code';

/**
 * Under "No certificate has this code": a field for another code (prefilled with the one that
 * failed, to correct a typo) so the page is not a dead end.
 */
export function CertificateLookup({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialCode);
  const [invalid, setInvalid] = useState(false);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = certificateCodeFrom(text);
    if (!code) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    void navigate(paths.certificate.getHref(code));
  };

  return (
    <form
      noValidate
      onSubmit={check}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-line bg-surface p-6 shadow-card"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('certificate.lookupTitle')}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          ref={field}
          label={t('certificate.lookupField')}
          hint={t('certificate.lookupHint')}
          error={invalid ? t('certificate.lookupInvalid') : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1 basis-72"
        />
        {/* level with the input: under the label's line */}
        <Button type="submit" className="sm:mt-7">
          {t('certificate.lookupSubmit')}
        </Button>
      </div>
    </form>
  );
}
