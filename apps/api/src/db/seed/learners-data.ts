export interface SeedLearner {
  email: string;
  firstName: string;
  lastName: string;
  language: 'ar' | 'en';
  /** course slugs with an optional review */
  enrolments: SeedEnrolment[];
}

export interface SeedEnrolment {
  slug: string;
  rating?: number;
  comment?: string;
  progress?: number;
  /** days before the seed date the learner paid and enrolled; after the course was published */
  daysAgo: number;
  /** how a paid course was paid: Paymob (card or wallet) unless said */
  paidWith?: 'fawry';
  /**
   * The learner started a checkout with the other provider first, which the paying one replaced,
   * and that payment arrived anyway after the enrolment: recorded as owed back (refund due).
   */
  paidTwice?: true;
}

/** Demo accounts share one password so the demo can sign in as a learner. */
export const DEMO_LEARNER_PASSWORD = 'Learner-Masar-2026';

export const SEED_LEARNERS: SeedLearner[] = [
  {
    email: 'mariam@demo.masar.local',
    firstName: 'مريم',
    lastName: 'حسن',
    language: 'ar',
    enrolments: [
      {
        slug: 'ai-foundations-ar',
        rating: 5,
        comment: 'شرح واضح وممتع، أنصح به لكل مبتدئ.',
        progress: 100,
        daysAgo: 85,
      },
      { slug: 'data-analysis-excel', rating: 4, comment: 'مفيد جدًا في عملي اليومي.', progress: 60, daysAgo: 40 },
      { slug: 'project-management', rating: 5, comment: 'أمثلة عملية من واقع السوق.', progress: 30, daysAgo: 20 },
      { slug: 'ui-design-basics', daysAgo: 2, paidTwice: true },
    ],
  },
  {
    email: 'youssef@demo.masar.local',
    firstName: 'يوسف',
    lastName: 'إبراهيم',
    language: 'ar',
    enrolments: [
      { slug: 'ai-foundations-ar', rating: 4, comment: 'بداية ممتازة في المجال.', daysAgo: 70 },
      { slug: 'javascript-from-zero', rating: 5, comment: 'أفضل دورة برمجة بالعربية.', progress: 80, daysAgo: 55 },
      { slug: 'system-design', rating: 4, daysAgo: 12 },
      { slug: 'business-english', daysAgo: 6, paidWith: 'fawry' },
    ],
  },
  {
    email: 'dina@demo.masar.local',
    firstName: 'Dina',
    lastName: 'Farouk',
    language: 'en',
    enrolments: [
      { slug: 'machine-learning-python', rating: 5, comment: 'Clear explanations and great exercises.', daysAgo: 35 },
      {
        slug: 'sql-for-analysts',
        rating: 4,
        comment: 'Window functions finally make sense.',
        progress: 100,
        daysAgo: 60,
      },
      { slug: 'ai-foundations-ar', daysAgo: 28 },
      { slug: 'ux-research', rating: 4, daysAgo: 9, paidWith: 'fawry' },
    ],
  },
  {
    email: 'karim@demo.masar.local',
    firstName: 'Karim',
    lastName: 'Nabil',
    language: 'en',
    enrolments: [
      { slug: 'typescript-node-apis', rating: 5, comment: 'Exactly how we build APIs at work.', daysAgo: 30 },
      {
        slug: 'llm-applications',
        rating: 4,
        comment: 'Dense but worth it.',
        daysAgo: 4,
        paidWith: 'fawry',
        paidTwice: true,
      },
      { slug: 'machine-learning-python', rating: 4, daysAgo: 18, paidWith: 'fawry' },
      { slug: 'leadership-new-managers', rating: 5, comment: 'Helped me in my first month as a lead.', daysAgo: 25 },
      { slug: 'ai-foundations-ar', daysAgo: 50 },
    ],
  },
  {
    email: 'hala@demo.masar.local',
    firstName: 'هالة',
    lastName: 'مصطفى',
    language: 'ar',
    enrolments: [
      {
        slug: 'data-analysis-excel',
        rating: 5,
        comment: 'الجداول المحورية أصبحت سهلة.',
        daysAgo: 100,
        paidWith: 'fawry',
      },
      { slug: 'business-english', rating: 5, comment: 'تحسنت ثقتي في الاجتماعات كثيرًا.', daysAgo: 11 },
      { slug: 'deep-learning-vision', rating: 3, daysAgo: 3, paidWith: 'fawry' },
      { slug: 'ai-foundations-ar', rating: 5, daysAgo: 65 },
      { slug: 'javascript-from-zero', daysAgo: 14 },
    ],
  },
  {
    email: 'tarek@demo.masar.local',
    firstName: 'Tarek',
    lastName: 'Saleh',
    language: 'en',
    enrolments: [
      { slug: 'sql-for-analysts', rating: 5, daysAgo: 45 },
      { slug: 'project-management', rating: 4, daysAgo: 33, paidWith: 'fawry' },
      { slug: 'ui-design-basics', rating: 4, comment: 'Good intro even for non-Arabic speakers.', daysAgo: 22 },
      { slug: 'javascript-from-zero', rating: 4, daysAgo: 8 },
      { slug: 'ai-foundations-ar', daysAgo: 80 },
    ],
  },
];
