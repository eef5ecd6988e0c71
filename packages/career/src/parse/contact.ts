import { asciiDigits } from '../text/normalize';
import { defined } from '@masar/contracts/defined';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const URL_RE =
  /\b(?:https?:\/\/|www\.)[^\s,;|)]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[^\s,;|)]+/gi;

/**
 * Phone numbers: international (+20 10..., 0020..., +966 5..., +971 5..., +965/+974/+973/+968 ...)
 * and national (010-1234-5678, 0501234567), with spaces, dots, dashes or brackets between groups.
 * A year range such as "2019 - 2021" is not a phone: national numbers must start with 0.
 */
const PHONE = /(?:\(?\+\d{1,3}\)?|(?<![\d])00\d|(?<![\d])\(?0\d)[\d\s().-]{5,20}\d/g;

export type PhoneRegion = 'egypt' | 'gulf' | 'other';

const GULF_CODES = ['966', '971', '965', '974', '973', '968'];

export function phoneRegion(phone: string): PhoneRegion {
  const digits = asciiDigits(phone).replace(/\D/g, '').replace(/^00/, '');
  if (/^201[0125]\d{8}$/.test(digits) || /^01[0125]\d{8}$/.test(digits) || /^20[2-9]\d{7,8}$/.test(digits))
    return 'egypt';
  if (GULF_CODES.some((code) => digits.startsWith(code)) || /^05\d{8}$/.test(digits)) return 'gulf';
  return 'other';
}

export function findEmail(line: string): string | undefined {
  return line.match(EMAIL)?.[0];
}

/** The first phone-like run with 8 to 15 digits. */
export function findPhone(line: string): string | undefined {
  const text = asciiDigits(line);
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15) return candidate;
  }
  return undefined;
}

export function findUrls(line: string): string[] {
  const withoutEmails = line.replace(new RegExp(EMAIL.source, 'g'), ' ');
  return (withoutEmails.match(URL_RE) ?? []).map((u) => u.replace(/[.,]+$/, ''));
}

/** A site name for a link (`website` of ZResumeLink). */
export function siteName(url: string): string {
  const host = defined(
    url
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split('/')[0],
  ).toLowerCase();
  const known: Record<string, string> = {
    'linkedin.com': 'LinkedIn',
    'github.com': 'GitHub',
    'gitlab.com': 'GitLab',
    'behance.net': 'Behance',
    'dribbble.com': 'Dribbble',
  };
  return known[host] ?? host;
}

export const absoluteUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
