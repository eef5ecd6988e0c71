// A synthetic catalog for the bench: 10,000 courses in Arabic and English, the shape of the
// real ones (search text, prices, counters), from a seeded generator so every run is the same.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@masar/contracts';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/migrate';
import { LocalFileStorage } from '../../apps/api/src/plugins/storage/local-file-storage';
import { courses, trainers } from '../../apps/api/src/db/schema';
import { courseSearchText } from '../../apps/api/src/modules/courses/course-search-text';

const AR_TOPICS = [
  'تحليل البيانات',
  'البرمجة بلغة بايثون',
  'تصميم الواجهات',
  'إدارة المشروعات',
  'الذكاء الاصطناعي',
  'تعلم الآلة',
  'التسويق الرقمي',
  'قواعد البيانات',
  'تطوير تطبيقات الويب',
  'الأمن السيبراني',
  'القيادة الإدارية',
  'الرسم الرقمي',
];
const AR_QUALIFIERS = [
  'للمبتدئين',
  'المتقدم',
  'من الصفر إلى الاحتراف',
  'بالتطبيق العملي',
  'في سوق العمل',
  'خطوة بخطوة',
  'للمحترفين',
  'مع مشروع تخرج',
];
const EN_TOPICS = [
  'Data Analysis',
  'Python Programming',
  'UI Design',
  'Project Management',
  'Artificial Intelligence',
  'Machine Learning',
  'Digital Marketing',
  'Databases',
  'Web Development',
  'Cybersecurity',
  'Leadership',
  'Digital Illustration',
];
const EN_QUALIFIERS = [
  'for Beginners',
  'Advanced',
  'from Zero to Pro',
  'Hands-on',
  'for the Job Market',
  'Step by Step',
  'for Professionals',
  'with a Capstone',
];

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Migrates and seeds a database like a first start, then fills the catalog up to `total` courses. */
export async function buildBenchCatalog(opts: { dataDir: string; databaseUrl?: string; total: number }) {
  const handle = await openDatabase(opts);
  try {
    await prepareDatabase(handle, {
      adminEmail: 'admin@bench.local',
      adminPassword: 'Bench-Admin-2026',
      currency: 'EGP',
      storage: new LocalFileStorage(path.join(opts.dataDir, 'files')),
    });
    const { db } = handle;
    const trainerRows = await db.select({ id: trainers.id, name: trainers.name }).from(trainers);
    const existing = await db.$count(courses);
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    };
    const rows = [];
    for (let i = existing; i < opts.total; i += 1) {
      const arabic = next() < 0.6;
      const title = arabic
        ? `${pick(AR_TOPICS)} ${pick(AR_QUALIFIERS)} ${i}`
        : `${pick(EN_TOPICS)} ${pick(EN_QUALIFIERS)} ${i}`;
      const description = arabic
        ? `دورة عملية في ${pick(AR_TOPICS)} مع تمارين ومشروعات.`
        : `A practical course in ${pick(EN_TOPICS)} with exercises and projects.`;
      const category = pick(COURSE_CATEGORIES);
      const trainer = pick(trainerRows);
      rows.push({
        slug: `bench-${i}`,
        title,
        description,
        category,
        level: pick(COURSE_LEVELS),
        language: arabic ? ('ar' as const) : ('en' as const),
        priceAmount: Math.floor(next() * 400) * 500,
        priceCurrency: 'EGP',
        status: next() < 0.9 ? ('published' as const) : ('draft' as const),
        publishedAt: new Date(Date.now() - Math.floor(next() * 1000) * 86_400_000),
        trainerId: trainer.id,
        searchText: courseSearchText({ title, description, category, trainerName: trainer.name }),
        studentsCount: Math.floor(next() * 5000),
        lecturesCount: 5 + Math.floor(next() * 60),
        durationMinutes: 30 + Math.floor(next() * 1200),
        ratingAvg: Math.round((3 + next() * 2) * 10) / 10,
        ratingsCount: Math.floor(next() * 400),
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(courses).values(rows.slice(i, i + 500));
    // what autovacuum does shortly after a bulk load: the planner needs the new row counts
    await db.execute(sql`analyze courses`);
    return { inserted: rows.length };
  } finally {
    await handle.close();
  }
}
