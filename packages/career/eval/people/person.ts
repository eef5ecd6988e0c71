import type { TIERS, CV_LANGUAGES } from '../truth';

/** How a job's heading is written on the page. */
export type HeadingStyle =
  /** title, company and dates each on a line */
  | 'stacked'
  /** «Title — Company | dates» on one line */
  | 'line'
  /** «dates | Title – Company» */
  | 'date-first'
  /** «dates | Company – Title» */
  | 'date-first-company'
  /** company on the first line, then «Title | dates» */
  | 'company-first';

export interface Job {
  title: string;
  company: string;
  /** 2021-03 or 2019; '' when the CV gives no dates */
  from: string;
  /** as `from`, or 'present' */
  to: string;
  bullets: string[];
}

/** One invented person and the CV they wrote; the layouts come from the document list. */
export interface Person {
  id: string;
  language: (typeof CV_LANGUAGES)[number];
  tier: (typeof TIERS)[number];
  name: string;
  title: string;
  email: string;
  /** as written, '' for none */
  phone: string;
  city: string;
  headings: {
    summary?: string;
    experience: string;
    education: string;
    skills?: string;
    languages?: string;
    certifications?: string;
  };
  /** the headings hold both languages («الخبرات العملية | Experience») */
  bilingualHeadings?: boolean;
  headingStyle: HeadingStyle;
  /** how dates are written; 'mixed' alternates month names and numbers */
  dateStyle: 'month-name' | 'numeric' | 'year' | 'mixed';
  /** the language the dates' month names are written in (default: the CV's main language) */
  dateLanguage?: 'ar' | 'en';
  summary?: string;
  jobs: Job[];
  education: { degree: string; institute: string; date: string }[];
  skills: string[];
  languages?: string[];
  certifications?: string[];
  /** lines a CV should not carry (date of birth, marital status…) */
  personal?: string[];
  /** faults written in on purpose, which the content alone does not reveal to a program */
  faults?: {
    /** misspelt words as written (English or Arabic) */
    typos?: string[];
    cliche?: boolean;
    grammar?: boolean;
    /** bullets that open with a noun or an adjective instead of a verb */
    noActionVerb?: boolean;
  };
}
