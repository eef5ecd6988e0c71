import type { TLanguage } from '@masar/contracts';
import { renderActionMail, type MailContent } from './layout';

const TEXT = {
  ar: {
    subject: (lecture: string) => `تمت الإجابة عن سؤالك في «${lecture}» – مسار`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (course: string, lecture: string, question: string, answer: string) => [
      `أجاب فريق مسار عن سؤالك في محاضرة «${lecture}» من دورة «${course}».`,
      `سؤالك: ${question}`,
      `الإجابة: ${answer}`,
    ],
    action: 'عرض المحاضرة',
    footnote: 'يرى المتعلمون المسجلون في الدورة الأسئلة وإجاباتها في صفحة المحاضرة.',
  },
  en: {
    subject: (lecture: string) => `Your question on "${lecture}" was answered – Masar`,
    greeting: (name: string) => `Hello ${name},`,
    body: (course: string, lecture: string, question: string, answer: string) => [
      `The Masar team answered your question on the lecture "${lecture}" of "${course}".`,
      `Your question: ${question}`,
      `The answer: ${answer}`,
    ],
    action: 'Open the lecture',
    footnote: "Learners enrolled in the course see the questions and their answers on the lecture's page.",
  },
} as const;

/** Sent to the asker when an admin answers their question, in the asker's language. */
export function questionAnsweredMail(
  lang: TLanguage,
  input: {
    firstName: string;
    courseTitle: string;
    lectureTitle: string;
    question: string;
    answer: string;
    url: string;
  },
): MailContent {
  const t = TEXT[lang];
  return renderActionMail({
    lang,
    subject: t.subject(input.lectureTitle).replace(/\s+/g, ' '),
    greeting: t.greeting(input.firstName),
    paragraphs: t.body(input.courseTitle, input.lectureTitle, input.question, input.answer),
    action: { label: t.action, url: input.url },
    footnote: t.footnote,
  });
}
