import type { TLanguage, TSkill } from '@masar/contracts';
import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';
import { useSkillSearch } from '../../api/search-skills';
import { useDebounced } from '../../hooks/use-debounced';

type TSkillsInputProps = {
  label: string;
  hint?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  /** a picked suggestion is written in this language (the CV's, or the interface's) */
  language: TLanguage;
  max?: number;
  error?: string;
  onBlur?: () => void;
};

const sameSkill = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Skills as removable chips, typed freely or picked from the platform's bilingual skill list
 * (an ARIA 1.2 combobox: arrows move through the suggestions, Enter or a comma adds the highlighted
 * one, else the text as typed, Escape closes, Backspace in the empty box removes the last skill).
 */
export function SkillsInput({ label, hint, value, onChange, language, max = 100, error, onBlur }: TSkillsInputProps) {
  const { t, i18n } = useTranslation('career');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useDebounced(text);
  const search = useSkillSearch(open ? query : '');
  const uiLanguage: TLanguage = i18n.language === 'en' ? 'en' : 'ar';
  const suggestions = (text.trim() ? (search.data ?? []) : []).filter(
    (skill) => !value.some((v) => sameSkill(v, skill.name.ar) || sameSkill(v, skill.name.en)),
  );
  const expanded = open && suggestions.length > 0;
  // the lone suggestion for exactly what is typed (not one still shown from an earlier, shorter
  // text) is the one Enter takes ('SQ' → SQL), and shows it; Escape closes the list to keep the text
  const current = !search.isPlaceholderData && query.trim() === text.trim();
  const lone = current && suggestions.length === 1;
  const highlighted = !expanded ? -1 : active >= 0 ? active : lone ? 0 : -1;
  const full = value.length >= max;

  const add = (name: string) => {
    const skill = name.trim().slice(0, 60);
    if (skill && !full && !value.some((v) => sameSkill(v, skill))) onChange([...value, skill]);
    setText('');
    setActive(-1);
  };
  const pick = (skill: TSkill) => add(skill.name[language] || skill.name.en);
  const remove = (skill: string) => {
    onChange(value.filter((v) => v !== skill));
    // the removed chip's button is gone: keep the keyboard in the box
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' || event.key === ',' || event.key === '،') {
      if (!text.trim() && event.key === 'Enter') return;
      event.preventDefault();
      const chosen = highlighted >= 0 ? suggestions[highlighted] : undefined;
      if (chosen) pick(chosen);
      else add(text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && !text && value.length) {
      remove(value[value.length - 1] ?? '');
    }
  };

  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {value.length > 0 && (
        <ul aria-label={t('skillsInput.chosen', { count: value.length })} className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
            >
              <bdi>{skill}</bdi>
              <button
                type="button"
                onClick={() => remove(skill)}
                aria-label={t('skillsInput.remove', { skill })}
                className="rounded-full p-1 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={highlighted >= 0 ? `${id}-option-${highlighted}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          dir="auto"
          disabled={full}
          value={text}
          placeholder={t('skillsInput.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className={inputClasses}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('skillsInput.suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-card-hover"
        >
          {suggestions.map((skill, index) => (
            <li
              key={skill.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === highlighted}
              // mousedown, not click: the input keeps focus and its blur does not close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                pick(skill);
              }}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-start ${index === highlighted ? 'bg-brand-50' : 'hover:bg-canvas'}`}
            >
              <span className="font-semibold text-ink">{skill.name[uiLanguage]}</span>
              <span className="text-sm text-muted" lang={uiLanguage === 'ar' ? 'en' : 'ar'} dir="auto">
                {skill.name[uiLanguage === 'ar' ? 'en' : 'ar']}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
