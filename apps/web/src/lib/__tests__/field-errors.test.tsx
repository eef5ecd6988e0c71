import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { api } from '../api-client';
import { applyFieldErrors, SERVER_ERROR } from '../form-server-errors';
import { useFieldError } from '../use-field-error';

async function validationFailure(details: Record<string, unknown>) {
  server.use(
    http.post('*/api/form', () =>
      HttpResponse.json({ message: 'Some fields are not valid.', code: 'VALIDATION_FAILED', details }, { status: 400 }),
    ),
  );
  return api.post('/form', {}).catch((error: unknown) => error);
}

describe('field errors', () => {
  it("puts the server's per-field messages under the form's fields, marked as the server's", async () => {
    const error = await validationFailure({
      email: 'Adresse: ne reçoit pas de courrier.',
      other: 'not a field of this form',
      phone: 3,
    });
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { email: '', phone: '' } });
      // read during render, so react-hook-form re-renders on error changes
      void form.formState.errors;
      return form;
    });
    let applied = false;
    act(() => {
      applied = applyFieldErrors(error, result.current.setError, ['email', 'phone']);
    });
    expect(applied).toBe(true);
    expect(result.current.formState.errors.email).toMatchObject({
      type: SERVER_ERROR,
      message: 'Adresse: ne reçoit pas de courrier.',
    });
    expect(result.current.formState.errors.phone).toBeUndefined();
    expect(applyFieldErrors(new Error('x'), result.current.setError, ['email'])).toBe(false);
  });

  it("shows a server message as it is, even one that looks like a key or holds ':' and '.'", () => {
    const { result } = renderHook(() => useFieldError());
    expect(result.current({ type: SERVER_ERROR, message: 'Adresse: ne reçoit pas de courrier.' })).toBe(
      'Adresse: ne reçoit pas de courrier.',
    );
    expect(result.current({ type: SERVER_ERROR, message: 'validation.required' })).toBe('validation.required');
  });

  it('translates contract keys from react-hook-form errors and from component state, in the active language', async () => {
    const { result, rerender } = renderHook(() => useFieldError());
    expect(result.current({ type: 'too_small', message: 'validation.required' })).toBe('هذا الحقل مطلوب');
    expect(result.current('validation.emailInvalid')).toBe('عنوان البريد الإلكتروني غير صالح');
    await act(() => i18next.changeLanguage('en'));
    rerender();
    expect(result.current({ type: 'required', message: 'validation.required' })).toBe('This field is required');
    expect(result.current(undefined)).toBeUndefined();
    expect(result.current({ type: 'required' })).toBeUndefined();
  });

  it("finds a form's own keys in the namespaces it names", async () => {
    await act(() => i18next.changeLanguage('en'));
    const { result } = renderHook(() => useFieldError('admin'));
    const key = 'trainers.fields.name';
    expect(result.current({ type: 'custom', message: key })).toBe(i18next.t(key, { ns: 'admin' }));
    expect(result.current({ type: 'custom', message: key })).not.toBe(key);
  });
});
