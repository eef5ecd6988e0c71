import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';

const CAREER_PREFIX = 'career.validation.';

/**
 * Form errors of the career forms: a contract key ('career.validation.required') is translated in
 * the active language from this feature's namespace; anything else goes to the shared translator
 * (shared 'validation.*' keys, or a message the server already translated).
 */
export function useCareerFieldError() {
  const { t } = useTranslation('career');
  const shared = useFieldError();
  return (message: string | undefined) => {
    if (message?.startsWith(CAREER_PREFIX)) return t(`validation.${message.slice(CAREER_PREFIX.length)}`);
    return shared(message);
  };
}
