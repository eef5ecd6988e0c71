import type { TCourseCategory, TCourseLevel, TLanguage } from '@masar/contracts';

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  category: TCourseCategory;
  level: TCourseLevel;
  language: TLanguage;
  /** whole pounds; stored in minor units */
  price: number;
  trainer: string;
  /** four topics: two units of two sections each are built from them */
  topics: [string, string, string, string];
  learn: string[];
  status?: 'draft';
  /** days before the seed date it was published: gives "newest" a real order */
  ageDays: number;
}

export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'ai-foundations-ar', title: 'أساسيات الذكاء الاصطناعي', category: 'AI', level: 'Beginner', language: 'ar',
    description: 'مدخل عملي إلى الذكاء الاصطناعي وتطبيقاته في سوق العمل العربي، دون خلفية برمجية مسبقة.',
    price: 0, trainer: 'ahmed', ageDays: 90,
    topics: ['ما هو الذكاء الاصطناعي', 'تعلّم الآلة', 'الشبكات العصبية', 'أخلاقيات الذكاء الاصطناعي'],
    learn: ['فهم المفاهيم الأساسية للذكاء الاصطناعي', 'التمييز بين أنواع تعلّم الآلة', 'تقييم استخدامات الذكاء الاصطناعي في عملك'],
  },
  {
    slug: 'machine-learning-python', title: 'Machine Learning with Python', category: 'AI', level: 'Intermediate', language: 'en',
    description: 'Train, evaluate and ship classic machine-learning models with scikit-learn and pandas.',
    price: 1800, trainer: 'ahmed', ageDays: 60,
    topics: ['Regression', 'Classification', 'Model evaluation', 'Deployment'],
    learn: ['Prepare data for training', 'Choose and tune models', 'Avoid overfitting', 'Serve a model behind an API'],
  },
  {
    slug: 'llm-applications', title: 'Building LLM Applications', category: 'AI', level: 'Advanced', language: 'en',
    description: 'Design retrieval-augmented generation, prompt pipelines and evaluations for large language models.',
    price: 2600, trainer: 'sara', ageDays: 12,
    topics: ['Prompt design', 'Embeddings and retrieval', 'Agents and tools', 'Evaluation'],
    learn: ['Build a RAG pipeline', 'Measure answer quality', 'Control cost and latency'],
  },
  {
    slug: 'javascript-from-zero', title: 'البرمجة بلغة جافاسكريبت من الصفر', category: 'Programming', level: 'Beginner', language: 'ar',
    description: 'تعلّم أساسيات البرمجة بلغة جافاسكريبت خطوة بخطوة مع مشروعات صغيرة في المتصفح.',
    price: 750, trainer: 'sara', ageDays: 120,
    topics: ['المتغيرات والأنواع', 'الدوال', 'المصفوفات والكائنات', 'التعامل مع الصفحة'],
    learn: ['كتابة برامج جافاسكريبت بسيطة', 'فهم الدوال والكائنات', 'بناء صفحة تفاعلية'],
  },
  {
    slug: 'typescript-node-apis', title: 'TypeScript APIs with Node.js', category: 'Programming', level: 'Intermediate', language: 'en',
    description: 'Build typed, tested REST APIs with Node.js, Fastify and PostgreSQL.',
    price: 1500, trainer: 'sara', ageDays: 45,
    topics: ['TypeScript essentials', 'HTTP and routing', 'Databases', 'Testing'],
    learn: ['Design a REST API', 'Validate input with schemas', 'Write integration tests'],
  },
  {
    slug: 'system-design', title: 'تصميم الأنظمة الموزعة', category: 'Programming', level: 'Advanced', language: 'ar',
    description: 'كيف تصمم أنظمة تتحمل ملايين المستخدمين: التخزين المؤقت والطوابير وقواعد البيانات الموزعة.',
    price: 2200, trainer: 'ahmed', ageDays: 20,
    topics: ['قابلية التوسع', 'التخزين المؤقت', 'الطوابير والرسائل', 'قواعد البيانات الموزعة'],
    learn: ['تحليل متطلبات النظام', 'اختيار أنماط التوسع المناسبة', 'الاستعداد لمقابلات تصميم الأنظمة'],
  },
  {
    slug: 'data-analysis-excel', title: 'تحليل البيانات باستخدام إكسل', category: 'Data Science', level: 'Beginner', language: 'ar',
    description: 'نظّف بياناتك وحلّلها واصنع تقارير واضحة باستخدام إكسل والجداول المحورية.',
    price: 500, trainer: 'omar', ageDays: 150,
    topics: ['تنظيف البيانات', 'الدوال الإحصائية', 'الجداول المحورية', 'الرسوم البيانية'],
    learn: ['تنظيم البيانات الخام', 'إنشاء جداول محورية', 'عرض النتائج برسوم واضحة'],
  },
  {
    slug: 'sql-for-analysts', title: 'SQL for Data Analysts', category: 'Data Science', level: 'Intermediate', language: 'en',
    description: 'Query, join and aggregate real business data with PostgreSQL.',
    price: 1200, trainer: 'omar', ageDays: 75,
    topics: ['SELECT and filtering', 'Joins', 'Aggregation', 'Window functions'],
    learn: ['Write analytical queries', 'Combine tables with joins', 'Use window functions for reports'],
  },
  {
    slug: 'deep-learning-vision', title: 'Deep Learning for Computer Vision', category: 'Data Science', level: 'Advanced', language: 'en',
    description: 'Convolutional networks, transfer learning and deployment of image models.',
    price: 2900, trainer: 'ahmed', ageDays: 5,
    topics: ['Convolutions', 'Transfer learning', 'Object detection', 'Model compression'],
    learn: ['Train an image classifier', 'Fine-tune pretrained networks', 'Deploy models to the edge'],
  },
  {
    slug: 'ui-design-basics', title: 'مبادئ تصميم واجهات المستخدم', category: 'Design', level: 'Beginner', language: 'ar',
    description: 'الألوان والخطوط والمسافات وتصميم الواجهات العربية من اليمين إلى اليسار.',
    price: 900, trainer: 'layla', ageDays: 100,
    topics: ['الألوان', 'الخطوط العربية', 'التخطيط والشبكات', 'التصميم من اليمين لليسار'],
    learn: ['تطبيق مبادئ التصميم البصري', 'اختيار خطوط عربية مقروءة', 'تصميم واجهات تدعم الاتجاهين'],
  },
  {
    slug: 'ux-research', title: 'UX Research and Prototyping', category: 'Design', level: 'Intermediate', language: 'en',
    description: 'Interview users, test prototypes and turn findings into better product decisions.',
    price: 1400, trainer: 'layla', ageDays: 30,
    topics: ['User interviews', 'Personas and journeys', 'Prototyping', 'Usability testing'],
    learn: ['Plan a research study', 'Build clickable prototypes', 'Run usability tests'],
  },
  {
    slug: 'project-management', title: 'إدارة المشروعات الاحترافية', category: 'Business Management', level: 'Intermediate', language: 'ar',
    description: 'خطط مشروعاتك وتابعها وسلّمها في موعدها باستخدام أدوات إدارة المشروعات الحديثة.',
    price: 1600, trainer: 'mona', ageDays: 80,
    topics: ['تخطيط المشروع', 'إدارة المخاطر', 'المنهجيات الرشيقة', 'قيادة فريق المشروع'],
    learn: ['إعداد خطة مشروع كاملة', 'إدارة المخاطر والتغييرات', 'تطبيق منهجية سكرم'],
  },
  {
    slug: 'leadership-new-managers', title: 'Leadership for New Managers', category: 'Business Management', level: 'Beginner', language: 'en',
    description: 'Run one-to-ones, give feedback and build a team that trusts you.',
    price: 1100, trainer: 'james', ageDays: 40,
    topics: ['From peer to manager', 'Feedback', 'Delegation', 'Difficult conversations'],
    learn: ['Hold effective one-to-ones', 'Give actionable feedback', 'Delegate with confidence'],
  },
  {
    slug: 'business-english', title: 'الإنجليزية لبيئة الأعمال', category: 'Business Management', level: 'Advanced', language: 'ar',
    description: 'تحدث وكتابة بالإنجليزية في الاجتماعات والعروض التقديمية والمقابلات الوظيفية بثقة.',
    price: 1300, trainer: 'nour', ageDays: 15,
    topics: ['المراسلات الرسمية', 'الاجتماعات', 'العروض التقديمية', 'المقابلات الوظيفية'],
    learn: ['كتابة رسائل بريد احترافية', 'إدارة اجتماع بالإنجليزية', 'الإجابة بثقة في المقابلات'],
  },
  {
    slug: 'financial-planning-draft', title: 'Financial Planning for Startups', category: 'Business Management', level: 'Advanced', language: 'en',
    description: 'Budgets, runway and fundraising models for early-stage founders.',
    price: 2400, trainer: 'james', ageDays: 0, status: 'draft',
    topics: ['Budgeting', 'Cash flow', 'Unit economics', 'Fundraising'],
    learn: ['Build a financial model', 'Track runway'],
  },
  {
    slug: 'technical-writing-draft', title: 'الكتابة التقنية للمطورين', category: 'Programming', level: 'Beginner', language: 'ar',
    description: 'اكتب توثيقًا واضحًا لمشروعاتك البرمجية.',
    price: 600, trainer: 'emily', ageDays: 0, status: 'draft',
    topics: ['التوثيق', 'ملفات README', 'أدلة الاستخدام', 'المراجعة'],
    learn: ['كتابة ملف README واضح'],
  },
];
