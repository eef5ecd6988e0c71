import type { FastifyInstance } from 'fastify';
import { ZResumeData } from '@masar/contracts';
import { parseResume } from '@masar/career/parse/index';
import { ENGINE_VERSION } from '@masar/career/analyze';
import type { StoredReview } from '#src/modules/career/review-service';
import { pickQuestions } from '@masar/career/interview/bank';
import { roleById } from '@masar/career/skills/catalog';
import { defined } from '@masar/contracts/defined';

/** Two of each career record (a, b), all owned by `userId`: the gates' targets. */
export interface CareerFixture {
  resumes: [string, string];
  reviews: [string, string];
  interviews: [string, string];
}

export const SAMPLE_CV_LINES = [
  'Mona Adel',
  'Data Analyst',
  'mona.adel@example.com',
  '+20 10 5555 1234',
  'Summary',
  'Data analyst with three years of experience turning sales data into weekly decisions for retail teams.',
  'Experience',
  'Data Analyst',
  'Fawry',
  'Jan 2022 – Present',
  '• Responsible for the weekly sales report',
  '• Built a Power BI dashboard used by 40 branch managers',
  'Education',
  'Bachelor of Commerce',
  'Cairo University',
  '2021',
  'Skills',
  'SQL, Excel, Power BI, Python',
];

export async function careerFixture(app: FastifyInstance, userId: string): Promise<CareerFixture> {
  const data = ZResumeData.parse({
    name: 'Gate CV',
    email: 'gate.cv@example.com',
    summary: 'A team player who works on reports.',
    experience: [
      {
        company: 'Fawry',
        jobTitle: 'Data Analyst',
        from: '2022-01',
        stillWorking: true,
        description: 'Responsible for the weekly sales report\nBuilt a dashboard',
      },
    ],
  });
  const resume = () => app.career.resumes.create(userId, { title: 'Gate CV', language: 'en', data }).then((r) => r.id);
  const parsed = parseResume({ lines: SAMPLE_CV_LINES, pages: 1, columns: 1, fileType: 'pdf' });
  const stored: StoredReview = {
    engine: ENGINE_VERSION,
    fileName: 'gate.pdf',
    fileType: 'pdf',
    parsed,
    parts: (['grammar', 'ats', 'content', 'achievements'] as const).map((part) => ({
      part,
      score: 15,
      deductions: [],
    })),
  };
  const review = (n: number) =>
    app.career.reviews
      .create({
        userId,
        score: 60,
        parts: stored as unknown as Record<string, unknown>,
        industry: 'data',
        level: 'mid',
        textHash: `gate-${n}-${Date.now()}`,
      })
      .then((r) => r.id);
  const role = defined(roleById('data-analyst'));
  const interview = () =>
    app.career.interviews
      .create({
        userId,
        role: role.id,
        level: 'mid',
        language: 'en',
        questions: pickQuestions(role, 'mid', 'behavioural', 'en', 3, 'gate'),
        answers: [],
      })
      .then((r) => r.id);
  return {
    resumes: [await resume(), await resume()],
    reviews: [await review(1), await review(2)],
    interviews: [await interview(), await interview()],
  };
}
