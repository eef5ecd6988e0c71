import { ARABIC_PEOPLE } from './people/ar';
import { BILINGUAL_PEOPLE } from './people/bilingual';
import { ENGLISH_PEOPLE } from './people/en';
import type { Person } from './people/person';
import type { LayoutTag } from './truth';
import { defined } from '@masar/contracts/defined';

/** How one file of a person's CV is made. */
export type Variant =
  | 'plain'
  | 'two-columns'
  /** one narrow column: long bullets wrap */
  | 'narrow'
  | 'table'
  | 'text-box'
  | 'header'
  | 'footer'
  | 'image'
  /** Arabic in a Kufi face whose text map is removed: the text cannot be read back */
  | 'garbled'
  /** Arabic in Noto Sans Arabic: pdftotext gives lam-alef back reversed */
  | 'sans-arabic'
  | 'scanned';

export interface CorpusDoc {
  id: string;
  person: Person;
  format: 'pdf' | 'docx';
  variant: Variant;
}

/** Which files each person's CV is written as: every layout that breaks parsers appears. */
const PLAN: Record<string, [CorpusDoc['format'], Variant][]> = {
  'en-backend-strong': [
    ['pdf', 'plain'],
    ['docx', 'plain'],
    ['pdf', 'scanned'],
  ],
  'en-nurse-strong': [
    ['pdf', 'two-columns'],
    ['docx', 'text-box'],
  ],
  'en-pm-strong': [
    ['pdf', 'header'],
    ['docx', 'header'],
  ],
  'en-analyst-average': [
    ['pdf', 'table'],
    ['docx', 'table'],
  ],
  'en-marketing-average': [
    ['pdf', 'image'],
    ['docx', 'image'],
  ],
  'en-accountant-average': [
    ['pdf', 'narrow'],
    ['docx', 'footer'],
  ],
  'en-support-weak': [
    ['pdf', 'plain'],
    ['docx', 'plain'],
  ],
  'en-sales-weak': [
    ['pdf', 'scanned'],
    ['docx', 'plain'],
  ],
  'en-teacher-weak': [
    ['pdf', 'footer'],
    ['docx', 'plain'],
  ],
  'ar-backend-strong': [
    ['pdf', 'plain'],
    ['docx', 'plain'],
  ],
  'ar-hr-strong': [
    ['pdf', 'two-columns'],
    ['docx', 'table'],
  ],
  'ar-pharmacist-strong': [
    ['pdf', 'garbled'],
    ['docx', 'header'],
  ],
  'ar-accountant-average': [
    ['pdf', 'image'],
    ['docx', 'text-box'],
  ],
  'ar-marketing-average': [
    ['pdf', 'header'],
    ['docx', 'plain'],
  ],
  'ar-teacher-average': [
    ['pdf', 'scanned'],
    ['docx', 'footer'],
  ],
  'ar-support-weak': [
    ['pdf', 'plain'],
    ['docx', 'plain'],
  ],
  'ar-sales-weak': [
    ['pdf', 'table'],
    ['docx', 'image'],
  ],
  'ar-admin-weak': [
    ['pdf', 'sans-arabic'],
    ['docx', 'plain'],
  ],
  'bi-data-strong': [
    ['pdf', 'two-columns'],
    ['docx', 'plain'],
  ],
  'bi-frontend-strong': [
    ['pdf', 'plain'],
    ['docx', 'table'],
  ],
  'bi-support-average': [
    ['pdf', 'narrow'],
    ['docx', 'footer'],
  ],
  'bi-designer-average': [
    ['pdf', 'image'],
    ['docx', 'plain'],
  ],
  'bi-it-weak': [
    ['pdf', 'plain'],
    ['docx', 'plain'],
  ],
  'bi-marketing-weak': [
    ['pdf', 'plain'],
    ['docx', 'text-box'],
  ],
};

export const PEOPLE: Person[] = [...ENGLISH_PEOPLE, ...ARABIC_PEOPLE, ...BILINGUAL_PEOPLE];

export function corpusDocs(): CorpusDoc[] {
  return PEOPLE.flatMap((person) =>
    defined(PLAN[person.id], `plan for ${person.id}`).map(([format, variant]) => ({
      id: `${person.id}-${variant}-${format}`,
      person,
      format,
      variant,
    })),
  );
}

const VARIANT_TAGS: Record<Variant, LayoutTag[]> = {
  plain: ['one-column'],
  'two-columns': ['two-columns'],
  narrow: ['one-column'],
  table: ['table'],
  'text-box': ['text-box'],
  header: ['one-column', 'contact-in-header'],
  footer: ['one-column', 'contact-in-footer'],
  image: ['one-column', 'contact-in-image'],
  garbled: ['one-column', 'garbled-font'],
  'sans-arabic': ['one-column'],
  scanned: ['one-column', 'scanned'],
};

/** The layout tags of a file; `wrapped` is how many bullets the printed page breaks over two lines. */
export function layoutTags(doc: CorpusDoc, wrapped: number): LayoutTag[] {
  const tags = new Set<LayoutTag>(VARIANT_TAGS[doc.variant]);
  if (doc.format === 'pdf' && wrapped > 0) tags.add('wrapped-bullets');
  if (doc.person.headingStyle.startsWith('date-first')) tags.add('date-first-headings');
  if (doc.person.bilingualHeadings) tags.add('bilingual-headings');
  return [...tags];
}
