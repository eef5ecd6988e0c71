import { ZResumeDataPatch } from '@masar/contracts';
import type { TDataPatch } from '../hooks/use-draft-saver';

type TListKey = 'links' | 'experience' | 'education' | 'certifications' | 'languages';

/** A row the learner added and left blank (flags such as "still working" do not count). */
export const isBlankRow = (row: object) => Object.values(row).every((v) => typeof v !== 'string' || v.trim() === '');

export const withoutBlankRows = <T extends object>(rows: T[]) => rows.filter((row) => !isBlankRow(row));

/** Before Next: blank rows go (only then is the list replaced, which re-renders its items). */
export function dropBlankRows<T extends object>(rows: T[], replace: (kept: T[]) => void) {
  const kept = withoutBlankRows(rows);
  if (kept.length !== rows.length) replace(kept);
}

/** The list as a draft: saved once every filled row is valid on its own terms; {} until then. */
export function listDraft(key: TListKey, rows: object[]): TDataPatch {
  const parsed = ZResumeDataPatch.shape[key].safeParse(withoutBlankRows(rows));
  return parsed.success ? { [key]: parsed.data } : {};
}
