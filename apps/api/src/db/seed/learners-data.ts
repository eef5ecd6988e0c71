export interface SeedLearner {
  email: string;
  firstName: string;
  lastName: string;
  language: 'ar' | 'en';
  /** course slugs with an optional review */
  enrolments: Array<{ slug: string; rating?: number; comment?: string; progress?: number }>;
}

/** Demo accounts share one password so the demo can sign in as a learner. */
export const DEMO_LEARNER_PASSWORD = 'Learner-Masar-2026';

export const SEED_LEARNERS: SeedLearner[] = [
  {
    email: 'mariam@demo.masar.local', firstName: 'مريم', lastName: 'حسن', language: 'ar',
    enrolments: [
      { slug: 'ai-foundations-ar', rating: 5, comment: 'شرح واضح وممتع، أنصح به لكل مبتدئ.', progress: 100 },
      { slug: 'data-analysis-excel', rating: 4, comment: 'مفيد جدًا في عملي اليومي.', progress: 60 },
      { slug: 'project-management', rating: 5, comment: 'أمثلة عملية من واقع السوق.', progress: 30 },
      { slug: 'ui-design-basics' },
    ],
  },
  {
    email: 'youssef@demo.masar.local', firstName: 'يوسف', lastName: 'إبراهيم', language: 'ar',
    enrolments: [
      { slug: 'ai-foundations-ar', rating: 4, comment: 'بداية ممتازة في المجال.' },
      { slug: 'javascript-from-zero', rating: 5, comment: 'أفضل دورة برمجة بالعربية.', progress: 80 },
      { slug: 'system-design', rating: 4 },
      { slug: 'business-english' },
    ],
  },
  {
    email: 'dina@demo.masar.local', firstName: 'Dina', lastName: 'Farouk', language: 'en',
    enrolments: [
      { slug: 'machine-learning-python', rating: 5, comment: 'Clear explanations and great exercises.' },
      { slug: 'sql-for-analysts', rating: 4, comment: 'Window functions finally make sense.', progress: 100 },
      { slug: 'ai-foundations-ar' },
      { slug: 'ux-research', rating: 4 },
    ],
  },
  {
    email: 'karim@demo.masar.local', firstName: 'Karim', lastName: 'Nabil', language: 'en',
    enrolments: [
      { slug: 'typescript-node-apis', rating: 5, comment: 'Exactly how we build APIs at work.' },
      { slug: 'llm-applications', rating: 4, comment: 'Dense but worth it.' },
      { slug: 'machine-learning-python', rating: 4 },
      { slug: 'leadership-new-managers', rating: 5, comment: 'Helped me in my first month as a lead.' },
      { slug: 'ai-foundations-ar' },
    ],
  },
  {
    email: 'hala@demo.masar.local', firstName: 'هالة', lastName: 'مصطفى', language: 'ar',
    enrolments: [
      { slug: 'data-analysis-excel', rating: 5, comment: 'الجداول المحورية أصبحت سهلة.' },
      { slug: 'business-english', rating: 5, comment: 'تحسنت ثقتي في الاجتماعات كثيرًا.' },
      { slug: 'deep-learning-vision', rating: 3 },
      { slug: 'ai-foundations-ar', rating: 5 },
      { slug: 'javascript-from-zero' },
    ],
  },
  {
    email: 'tarek@demo.masar.local', firstName: 'Tarek', lastName: 'Saleh', language: 'en',
    enrolments: [
      { slug: 'sql-for-analysts', rating: 5 },
      { slug: 'project-management', rating: 4 },
      { slug: 'ui-design-basics', rating: 4, comment: 'Good intro even for non-Arabic speakers.' },
      { slug: 'javascript-from-zero', rating: 4 },
      { slug: 'ai-foundations-ar' },
    ],
  },
];
