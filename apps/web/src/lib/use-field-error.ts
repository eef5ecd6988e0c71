import { useTranslation } from '@/lib/use-translation';

/**
 * Form errors hold either a contract key ('validation.emailRequired', translated here in the
 * active language) or a message the server already translated (shown as it is: running it through
 * t() would cut it at a ':' or a '.').
 */
export function useFieldError() {
  const { t } = useTranslation('errors');
  return (message: string | undefined) => {
    if (!message) return undefined;
    return message.startsWith('validation.') ? t(message) : message;
  };
}
