import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

/**
 * A password input with a show/hide toggle at its end. Passwords are written left to right on Arabic
 * pages too (Latin letters, digits and signs), so the field is ltr: the text starts on the left, clear
 * of the toggle on the right, in both languages.
 */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
