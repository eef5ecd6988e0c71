import type { TInterviewSession, TResume, TResumeData, TReview } from '@masar/contracts';

const EMPTY_DATA: TResumeData = {
  name: '',
  email: '',
  phone: '',
  address: '',
  jobTitle: '',
  industry: '',
  level: '',
  summary: '',
  links: [],
  experience: [],
  education: [],
  certifications: [],
  skills: [],
  languages: [],
};

/** A ZResume as the API answers it. */
export function makeResume(overrides: Partial<Omit<TResume, 'data'>> & { data?: Partial<TResumeData> } = {}): TResume {
  const { data, ...rest } = overrides;
  return {
    _id: 'r1',
    title: 'My CV',
    language: 'en',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...rest,
    data: { ...EMPTY_DATA, ...data },
  };
}

/** A ZReview with one deduction in two of its parts. */
export function makeReview(overrides: Partial<TReview> = {}): TReview {
  return {
    _id: 'rv1',
    createdAt: '2026-03-05T09:00:00.000Z',
    fileName: 'sara-cv.pdf',
    fileType: 'pdf',
    industry: 'marketing',
    level: 'mid',
    score: 72,
    parts: [
      {
        part: 'grammar',
        score: 23,
        max: 25,
        deductions: [
          {
            code: 'spelling',
            points: 2,
            line: 4,
            excerpt: 'Managed the teem of five',
            params: {},
            reason: 'A spelling mistake: “teem”.',
            fix: 'Write “team”.',
          },
        ],
      },
      { part: 'ats', score: 25, max: 25, deductions: [] },
      {
        part: 'content',
        score: 20,
        max: 25,
        deductions: [
          {
            code: 'noSummary',
            points: 5,
            line: null,
            excerpt: '',
            params: {},
            reason: 'There is no summary.',
            fix: 'Add two or three sentences at the top.',
          },
        ],
      },
      {
        part: 'achievements',
        score: 4,
        max: 25,
        deductions: [
          {
            code: 'noMetrics',
            points: 21,
            line: 6,
            excerpt: 'Responsible for social media',
            params: {},
            reason: 'No figures in your achievements.',
            fix: 'Say by how much things grew.',
          },
        ],
      },
    ],
    average: {
      overall: { score: 64.4, count: 120 },
      peer: { score: 70, count: 9, industry: 'marketing', level: 'mid', enough: true },
    },
    parsed: {
      language: 'en',
      pages: 1,
      columns: 1,
      sections: [],
      data: EMPTY_DATA,
      lines: [
        'Sara Ali',
        'sara@example.com',
        'Experience',
        'Managed the teem of five',
        'Acme',
        'Responsible for social media',
      ],
    },
    ...overrides,
  };
}

export function makeSession(overrides: Partial<TInterviewSession> = {}): TInterviewSession {
  const q1 = {
    id: 'q1',
    kind: 'behavioural' as const,
    text: 'Tell me about a time you solved a conflict.',
    followUp: false,
  };
  return {
    _id: 's1',
    roleId: 'marketing-specialist',
    roleName: { ar: 'أخصائي تسويق', en: 'Marketing Specialist' },
    level: 'junior',
    kind: 'behavioural',
    language: 'en',
    questions: [q1],
    current: q1,
    answers: [],
    total: 2,
    summary: null,
    completedAt: null,
    createdAt: '2026-03-06T09:00:00.000Z',
    ...overrides,
  };
}
