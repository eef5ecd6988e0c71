import type { SeedCourse } from './courses-data';
import { defined } from '@masar/contracts/defined';

export interface OutlineLecture {
  title: string;
  kind: 'video' | 'text' | 'pdf';
  /** text lectures: a reading time; video lectures take the length of their clip (demo-media.ts) */
  durationSeconds: number;
  /** which demo clip a video lecture plays */
  clip: number;
  isPreview: boolean;
  body: string | null;
}
export interface OutlineSection {
  title: string;
  lectures: OutlineLecture[];
}
export interface OutlineUnit {
  title: string;
  sections: OutlineSection[];
}

const WORDS = {
  ar: {
    units: ['الوحدة الأولى: الأساسيات', 'الوحدة الثانية: التطبيق'],
    intro: 'مقدمة:',
    practice: 'تطبيق عملي:',
    notes: 'ملخص وتمارين:',
  },
  en: {
    units: ['Unit 1: Foundations', 'Unit 2: In practice'],
    intro: 'Introduction:',
    practice: 'Hands-on:',
    notes: 'Summary and exercises:',
  },
};

/** A deterministic number per title, so every seed gives a lecture the same clip. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + defined(ch.codePointAt(0))) % 997;
  return h;
}

export function buildOutline(course: SeedCourse): OutlineUnit[] {
  const w = WORDS[course.language];
  return w.units.map((unitTitle, u) => ({
    title: unitTitle,
    sections: course.topics.slice(u * 2, u * 2 + 2).map((topic, s) => ({
      title: topic,
      lectures: [
        { title: `${w.intro} ${topic}`, kind: 'video' as const, body: null },
        { title: `${w.practice} ${topic}`, kind: 'video' as const, body: null },
        { title: `${w.notes} ${topic}`, kind: 'text' as const, body: `${topic}\n\n${course.description}` },
      ].map((l, i) => ({
        ...l,
        durationSeconds: l.kind === 'video' ? 0 : 300,
        clip: hashOf(l.title),
        isPreview: u === 0 && s === 0 && i === 0,
      })),
    })),
  }));
}
