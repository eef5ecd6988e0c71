import { ZCertificateCodeParams } from '@masar/contracts';

/**
 * The certificate code in what a visitor typed or pasted: the code (spaces, dashes and case do not
 * matter) or the whole verification link. Null when it cannot be one.
 */
export function certificateCodeFrom(text: string): string | null {
  const fromLink = /\/certificates\/([^/?#\s]+)/i.exec(text)?.[1];
  const code = (fromLink ?? text).replace(/[\s-]/g, '').toUpperCase();
  return ZCertificateCodeParams.shape.code.safeParse(code).success ? code : null;
}
