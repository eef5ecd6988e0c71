import { z } from 'zod';
import { VALIDATION } from './validation';

/** An Egyptian mobile number in its local form: 010, 011, 012 or 015 and eight more digits. */
export const EGYPT_MOBILE = /^01[0125]\d{8}$/;

/** A number of that form, for the forms' format hints (see egyptMobileToInternational for its +20 form). */
export const EGYPT_MOBILE_EXAMPLE = '01012345678';

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, Persian/Urdu keyboards) digits become 0-9. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * What a learner types, reduced to 01XXXXXXXXX when it is an Egyptian mobile: digits in any of the
 * scripts above; spaces, dashes, dots, brackets and the direction marks a copy from an RTL text
 * carries are dropped; the +20 / 0020 country code (and a bare 20 before the 10-digit number) becomes
 * the leading 0. Anything else comes back reduced the same way, for the regex to refuse.
 */
export function normalizeEgyptMobile(raw: string): string {
  const compact = toLatinDigits(raw).replace(/[\s\-\u2010-\u2015\u2212.()\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
  const national = /^(?:\+|00)20(\d+)$/.exec(compact)?.[1] ?? /^20(1[0125]\d{8})$/.exec(compact)?.[1];
  if (national === undefined) return compact;
  return national.startsWith('0') ? national : `0${national}`;
}

/** 01XXXXXXXXX → +201XXXXXXXXX (E.164), for providers that ask for the international form. */
export const egyptMobileToInternational = (local: string) => `+20${local.slice(1)}`;

/** An optional Egyptian mobile number, normalized to 01XXXXXXXXX; absent or blank is `undefined`. */
export const ZOptionalEgyptMobile = z
  .string({ error: VALIDATION.mobileInvalid })
  .trim()
  .max(40, VALIDATION.mobileInvalid)
  .transform(normalizeEgyptMobile)
  .refine((v) => v === '' || EGYPT_MOBILE.test(v), VALIDATION.mobileInvalid)
  .transform((v) => v || undefined)
  .optional();
