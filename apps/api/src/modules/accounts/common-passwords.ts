import { dictionary } from '@zxcvbn-ts/language-common';

/** The most common passwords first in zxcvbn's list; PRODUCT.md asks for several thousand. */
const LIST_SIZE = 10_000;

let common: Set<string> | undefined;

/** Loaded once, on first use: the list is decompressed and lowercased a single time. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, LIST_SIZE).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
