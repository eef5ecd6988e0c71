import type { TNote } from '@masar/contracts';

/** 75 → "1:15", 3725 → "1:02:05": the time as a video player shows it. */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const HEADINGS = {
  ar: { notes: 'ملاحظاتي', csv: ['المحاضرة', 'الوقت', 'الملاحظة', 'تاريخ الإنشاء'] },
  en: { notes: 'My notes', csv: ['Lecture', 'Time', 'Note', 'Created'] },
} as const;

/** Markdown: the course as the title, a heading per lecture, a bullet per note with its time. */
export function notesMarkdown(courseTitle: string, notes: TNote[], lang: 'ar' | 'en'): string {
  const lines = [`# ${courseTitle} — ${HEADINGS[lang].notes}`, ''];
  let lecture = '';
  for (const note of notes) {
    if (note.lectureId !== lecture) {
      lecture = note.lectureId;
      lines.push(`## ${note.lectureTitle}`, '');
    }
    const [first = '', ...rest] = note.body.split(/\r?\n/);
    lines.push(`- [${clockTime(note.positionSeconds)}] ${first}`, ...rest.map((line) => `  ${line}`));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const csvCell = (value: string) => {
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV with a byte-order mark, so spreadsheet programs read the Arabic as UTF-8. */
export function notesCsv(notes: TNote[], lang: 'ar' | 'en'): string {
  const rows = [
    HEADINGS[lang].csv.join(','),
    ...notes.map((n) => [n.lectureTitle, clockTime(n.positionSeconds), n.body, n.createdAt].map(csvCell).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
