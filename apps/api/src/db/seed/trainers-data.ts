import type { TTrainerSpecialty } from '@masar/contracts';

export interface SeedTrainer {
  key: string;
  name: string;
  title: string;
  bio: string;
  specialty: TTrainerSpecialty;
  experienceYears: number;
}

export const SEED_TRAINERS: SeedTrainer[] = [
  {
    key: 'ahmed',
    name: 'أحمد منصور',
    title: 'مهندس تعلّم آلي أول',
    bio: 'يعمل على بناء نماذج الذكاء الاصطناعي في شركات ناشئة بالقاهرة منذ عشر سنوات، ودرّب أكثر من ألفي متعلم.',
    specialty: 'tech',
    experienceYears: 10,
  },
  {
    key: 'sara',
    name: 'Sara Khalil',
    title: 'Senior Full-Stack Engineer',
    bio: 'Sara builds web platforms used by millions across the region and teaches pragmatic, test-first programming.',
    specialty: 'tech',
    experienceYears: 12,
  },
  {
    key: 'omar',
    name: 'عمر الشريف',
    title: 'عالم بيانات',
    bio: 'متخصص في تحليل البيانات وبناء لوحات المعلومات لقطاعي البنوك والاتصالات.',
    specialty: 'tech',
    experienceYears: 8,
  },
  {
    key: 'layla',
    name: 'Layla Haddad',
    title: 'Product Designer',
    bio: 'Layla designs Arabic-first products and has led design systems for fintech and e-commerce teams.',
    specialty: 'tech',
    experienceYears: 9,
  },
  {
    key: 'mona',
    name: 'منى عبد الرحمن',
    title: 'مستشارة إدارة أعمال',
    bio: 'ساعدت عشرات الشركات الصغيرة والمتوسطة على التخطيط الاستراتيجي وإدارة المشروعات.',
    specialty: 'business',
    experienceYears: 15,
  },
  {
    key: 'james',
    name: 'James Carter',
    title: 'MBA, Operations Lead',
    bio: 'James ran operations teams in Dubai and London and now coaches new managers on leadership and finance.',
    specialty: 'business',
    experienceYears: 18,
  },
  {
    key: 'nour',
    name: 'نور الهدى سالم',
    title: 'مدرّبة لغة إنجليزية للأعمال',
    bio: 'تدرّب المهنيين على التواصل بالإنجليزية في الاجتماعات والعروض والمقابلات الوظيفية.',
    specialty: 'language',
    experienceYears: 11,
  },
  {
    key: 'emily',
    name: 'Emily Brooks',
    title: 'Technical Writing & Communication Coach',
    bio: 'Emily helps engineers and analysts write clear documentation, reports and presentations in English.',
    specialty: 'language',
    experienceYears: 7,
  },
];
