import type { SeedCourse } from './courses-data';
import { FINAL_EXAM_SLUG, examTitle, finalExam, quizTitle, unitQuiz, type SeedQuiz } from './quizzes-data';
import { defined } from '@masar/contracts/defined';

export interface OutlineLecture {
  title: string;
  kind: 'video' | 'text' | 'pdf' | 'quiz';
  /** text lectures: a reading time; video lectures take the length of their clip (demo-media.ts) */
  durationSeconds: number;
  /** which demo clip a video lecture plays */
  clip: number;
  isPreview: boolean;
  body: string | null;
  /** quiz lectures: the settings and questions */
  quiz?: SeedQuiz;
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

/** A quiz lecture (issue 20): no media, no reading time. */
const quizLecture = (title: string, quiz: SeedQuiz): OutlineLecture => ({
  title,
  kind: 'quiz',
  durationSeconds: 0,
  clip: 0,
  isPreview: false,
  body: null,
  quiz,
});

/**
 * Two units of two sections; every course has a quiz closing its first unit, and the final-exam
 * course ends with its final exam.
 */
export function buildOutline(course: SeedCourse): OutlineUnit[] {
  const units = lectureUnits(course);
  const lang = course.language;
  const first = units[0]?.sections.at(-1);
  first?.lectures.push(quizLecture(quizTitle(lang, defined(course.topics[1])), unitQuiz(lang, course.topics[1])));
  const last = units.at(-1)?.sections.at(-1);
  if (course.slug === FINAL_EXAM_SLUG)
    last?.lectures.push(quizLecture(examTitle(lang), finalExam(lang, course.title, course.topics)));
  return units;
}

function lectureUnits(course: SeedCourse): OutlineUnit[] {
  const w = WORDS[course.language];
  return w.units.map((unitTitle, u) => ({
    title: unitTitle,
    sections: course.topics.slice(u * 2, u * 2 + 2).map((topic, s) => ({
      title: topic,
      lectures: [
        { title: `${w.intro} ${topic}`, kind: 'video' as const, body: null },
        { title: `${w.practice} ${topic}`, kind: 'video' as const, body: null },
        { title: `${w.notes} ${topic}`, kind: 'text' as const, body: `${topic}\n\n${course.description}` },
      ].map((l, i): OutlineLecture => ({
        ...l,
        durationSeconds: l.kind === 'video' ? 0 : 300,
        clip: hashOf(l.title),
        isPreview: u === 0 && s === 0 && i === 0,
      })),
    })),
  }));
}
