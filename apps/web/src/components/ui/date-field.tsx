import { toLatinDigits } from '@masar/contracts';
import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { inputClasses } from './text-field';

/** "25/11/2026" (also with . or - and Arabic-Indic digits) as "2026-11-25"; null if it is no such day. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const dayMonthYear = (iso: string | undefined) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

type TDateFieldProps = {
  label: string;
  /** yyyy-mm-dd, as the API and the address carry it */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
};

/**
 * A date typed as day/month/year in both languages, with the date in words under it. The browser's
 * own date input writes the order of the browser's locale (mm/dd/yyyy in an English Chromium, also
 * on the Arabic pages); its calendar is still offered by the button.
 */
export function DateField({ label, value, onChange, className }: TDateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => dayMonthYear(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // a value set from outside (the address, a reset, the calendar) is written out again
  if (value !== shown) {
    setShown(value);
    setText(dayMonthYear(value));
    setInvalid(false);
  }

  const take = (typed: string, finished: boolean) => {
    const iso = parseDayMonthYear(typed);
    if (iso || !typed.trim()) {
      setInvalid(false);
      if ((iso ?? undefined) !== value) onChange(iso ?? undefined);
    } else if (finished) {
      setInvalid(true);
    }
  };

  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('dateField.placeholder')}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className={`${inputClasses} pe-12`}
          onChange={(event) => {
            setText(event.target.value);
            take(event.target.value, false);
          }}
          onBlur={(event) => take(event.target.value, true)}
        />
        <div className="absolute inset-y-0 end-1 flex items-center">
          <button
            type="button"
            aria-label={t('dateField.pick')}
            title={t('dateField.pick')}
            className="grid size-9 place-items-center rounded-md text-muted hover:bg-canvas hover:text-ink"
            onClick={() => picker.current?.showPicker?.()}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-0"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={invalid ? 'text-sm text-danger' : 'text-sm text-muted'}>
        {invalid
          ? t('dateField.invalid')
          : value
            ? formatDate(value, i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
            : t('dateField.hint')}
      </p>
    </div>
  );
}
