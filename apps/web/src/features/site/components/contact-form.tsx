import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactRequest, type TContactRequest } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useSendContactMessage } from '../api/send-contact-message';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { TextAreaField } from './text-area-field';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: TContactRequest = { name: '', email: '', subject: '', message: '' };

/** The home page's contact form (SPEC section 3): stored for the admins and mailed to support. */
export function ContactForm() {
  const { t } = useTranslation('home');
  const fieldError = useFieldError();
  const sending = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZContactRequest), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sending.mutateAsync(values);
      reset(EMPTY);
      notify('success', t('contact.sent'));
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-title"
      className="grid gap-5"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-ink">
        {t('contact.formTitle')}
      </h3>
      {sending.isError && <Notice tone="danger">{errorText(sending.error, 'generic')}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          dir="auto"
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={fieldError(errors.email)}
          {...register('email')}
        />
      </div>
      <TextField label={t('contact.subject')} dir="auto" error={fieldError(errors.subject)} {...register('subject')} />
      <TextAreaField
        label={t('contact.message')}
        dir="auto"
        rows={5}
        error={fieldError(errors.message)}
        {...register('message')}
      />
      <ActionButton
        type="submit"
        loading={sending.isPending}
        loadingText={t('contact.sending')}
        className="justify-self-start"
      >
        {t('contact.send')}
      </ActionButton>
    </form>
  );
}
