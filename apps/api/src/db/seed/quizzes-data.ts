import type { TLanguage, TQuizQuestionData } from '@masar/contracts';

/** The demo course whose certificate waits for a final exam (issue 20); none of its seeded learners finished it. */
export const FINAL_EXAM_SLUG = 'javascript-from-zero';

export interface SeedQuiz {
  passPercent: number;
  maxAttempts: number | null;
  isFinalExam: boolean;
  questionsPerAttempt?: number;
  shuffleQuestions?: boolean;
  timeLimitMinutes?: number;
  questions: TQuizQuestionData[];
}

const TEXT = {
  ar: {
    quiz: (topic: string) => `اختبار قصير: ${topic}`,
    exam: 'الاختبار النهائي',
    first: (topic: string) => `ما أفضل بداية لتعلّم «${topic}»؟`,
    firstOptions: ['فهم المفاهيم الأساسية أولًا', 'تخطي الأساسيات إلى الأمثلة المعقدة', 'حفظ المصطلحات دون تطبيق'],
    firstWhy: 'المفاهيم الأساسية تجعل كل ما بعدها أسهل فهمًا وتطبيقًا.',
    habits: 'أي مما يلي من عادات التعلّم الفعّال؟ (اختر كل ما ينطبق)',
    habitsOptions: ['التطبيق العملي بعد كل درس', 'المراجعة المنتظمة', 'تأجيل التمارين إلى نهاية الدورة'],
    habitsWhy: 'التطبيق والمراجعة يثبتان المعرفة؛ تأجيل التمارين يضعف الفهم.',
    practice: (topic: string) => `التمارين العملية تساعد على تثبيت ما تتعلمه في «${topic}».`,
    examQ: (title: string) => `هل تغطي دورة «${title}» الأساسيات والتطبيق العملي معًا؟`,
  },
  en: {
    quiz: (topic: string) => `Quiz: ${topic}`,
    exam: 'Final exam',
    first: (topic: string) => `What is the best way to start learning "${topic}"?`,
    firstOptions: [
      'Understand the core concepts first',
      'Skip to advanced examples',
      'Memorise terms without practice',
    ],
    firstWhy: 'The core concepts make everything after them easier to understand and apply.',
    habits: 'Which of these are habits of effective learning? (choose all that apply)',
    habitsOptions: ['Practising after each lesson', 'Reviewing regularly', 'Leaving every exercise to the end'],
    habitsWhy: 'Practice and review make knowledge stick; postponing exercises weakens it.',
    practice: (topic: string) => `Hands-on exercises help you retain what you learn in "${topic}".`,
    examQ: (title: string) => `Does "${title}" cover both the foundations and hands-on practice?`,
  },
};

export const quizTitle = (lang: TLanguage, topic: string) => TEXT[lang].quiz(topic);
export const examTitle = (lang: TLanguage) => TEXT[lang].exam;

function questions(lang: TLanguage, topic: string): TQuizQuestionData[] {
  const t = TEXT[lang];
  return [
    {
      kind: 'single',
      prompt: t.first(topic),
      options: t.firstOptions.map((text, i) => ({ text, correct: i === 0 })),
      explanation: t.firstWhy,
    },
    {
      kind: 'multiple',
      prompt: t.habits,
      options: t.habitsOptions.map((text, i) => ({ text, correct: i < 2 })),
      explanation: t.habitsWhy,
    },
    { kind: 'true_false', prompt: t.practice(topic), options: [], answer: true, explanation: null },
  ];
}

/** A short quiz after a unit: three questions, pass at 60%, unlimited attempts. */
export const unitQuiz = (lang: TLanguage, topic: string): SeedQuiz => ({
  passPercent: 60,
  maxAttempts: null,
  isFinalExam: false,
  questions: questions(lang, topic),
});

/**
 * The final exam: a bank of the unit questions on three topics and one on the course, five drawn
 * per attempt in a shuffled order, 15 minutes, pass at 70%, three attempts; never shows its key.
 */
export const finalExam = (lang: TLanguage, title: string, topics: readonly string[]): SeedQuiz => ({
  passPercent: 70,
  maxAttempts: 3,
  isFinalExam: true,
  questionsPerAttempt: 5,
  shuffleQuestions: true,
  timeLimitMinutes: 15,
  questions: [
    ...topics.slice(0, 3).flatMap((topic) => questions(lang, topic)),
    { kind: 'true_false', prompt: TEXT[lang].examQ(title), options: [], answer: true, explanation: null },
  ],
});
