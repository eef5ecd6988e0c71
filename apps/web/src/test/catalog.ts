import type {
  TClientReview,
  TCourseDetails,
  TCourseSummary,
  TSiteInfo,
  TTrainer,
  TTrainerDetails,
} from '@masar/contracts';
import { http, HttpResponse } from 'msw';
import { server } from './server';

/** A ZCourseSummary as GET /Courses answers it. */
export function makeCourse(overrides: Partial<TCourseSummary> = {}): TCourseSummary {
  return {
    _id: 'c1',
    slug: 'python-data',
    title: 'Python for Data Analysis',
    description: 'Clean, explore and chart data with pandas.',
    category: 'Data Science',
    level: 'Beginner',
    language: 'en',
    price: { amount: 150_000, currency: 'EGP' },
    imageUrl: null,
    durationMinutes: 150,
    lecturesCount: 12,
    studentsCount: 250,
    rating: 4.5,
    ratingsCount: 20,
    trainer: { _id: 't1', name: 'Sara Khalil', title: 'Data Engineer' },
    publishedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A ZCourseDetails as GET /Courses/{id} answers it: two units, three sections, four lectures. */
export function makeCourseDetails(overrides: Partial<TCourseDetails> = {}): TCourseDetails {
  const { trainer: _trainer, ...summary } = makeCourse();
  return {
    ...summary,
    status: 'published',
    whatYouWillLearn: ['Load CSV files', 'Draw charts'],
    syllabusUrl: null,
    trainer: {
      _id: 't1',
      name: 'Sara Khalil',
      title: 'Data Engineer',
      bio: 'Sara builds data platforms.',
      specialty: 'tech',
      photoUrl: null,
      experienceYears: 12,
    },
    units: [
      {
        _id: 'u1',
        title: 'Unit 1: Basics',
        position: 0,
        sections: [
          {
            _id: 's1',
            title: 'Getting started',
            position: 0,
            lectures: [
              { _id: 'l1', title: 'Welcome', kind: 'video', position: 0, durationSeconds: 245, isPreview: true },
              {
                _id: 'l2',
                title: 'Installing Python',
                kind: 'text',
                position: 1,
                durationSeconds: 600,
                isPreview: false,
              },
            ],
          },
          {
            _id: 's2',
            title: 'DataFrames',
            position: 1,
            lectures: [
              {
                _id: 'l3',
                title: 'Selecting rows',
                kind: 'video',
                position: 0,
                durationSeconds: 3729,
                isPreview: false,
              },
            ],
          },
        ],
      },
      {
        _id: 'u2',
        title: 'Unit 2: Charts',
        position: 1,
        sections: [
          {
            _id: 's3',
            title: 'Plotting',
            position: 0,
            lectures: [
              { _id: 'l4', title: 'Cheat sheet', kind: 'pdf', position: 0, durationSeconds: 0, isPreview: false },
            ],
          },
        ],
      },
    ],
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTrainer(overrides: Partial<TTrainer> = {}): TTrainer {
  return {
    _id: 't1',
    name: 'Sara Khalil',
    title: 'Data Engineer',
    bio: 'Sara builds data platforms.',
    specialty: 'tech',
    photoUrl: null,
    experienceYears: 12,
    coursesCount: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTrainerDetails(overrides: Partial<TTrainerDetails> = {}): TTrainerDetails {
  return { ...makeTrainer(), courses: [makeCourse()], ...overrides };
}

export function makeSiteInfo(
  overrides: Partial<TSiteInfo> = {},
  support: Partial<TSiteInfo['support']> = {},
): TSiteInfo {
  return {
    counters: { trainers: 8, workshops: 14, learners: 320, monthlyVisitors: 12_500 },
    shownCounters: ['trainers', 'workshops', 'monthlyVisitors'],
    support: {
      phone: '+20 2 1234 5678',
      email: 'support@masar.example',
      timeZone: 'Africa/Cairo',
      days: [0, 1, 2, 3, 4],
      opensAt: '09:00',
      closesAt: '18:00',
      openNow: true,
      ...support,
    },
    refundWindowDays: 0,
    currency: 'EGP',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<TClientReview> = {}): TClientReview {
  return {
    _id: 'r1',
    rating: 5,
    comment: 'Practical examples from real work.',
    learnerName: 'Mariam H.',
    course: { _id: 'c1', title: 'Python for Data Analysis' },
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

type TCatalogApi = {
  courses?: TCourseSummary[];
  total?: number;
  site?: TSiteInfo;
  reviews?: TClientReview[];
};

/**
 * The public reads every public page makes (GET /Courses, /site, /site/reviews), answering the
 * given data; returns the query strings GET /Courses was called with.
 */
export function serveCatalog({
  courses = [makeCourse()],
  total,
  site = makeSiteInfo(),
  reviews = [],
}: TCatalogApi = {}) {
  const courseQueries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/Courses', ({ request }) => {
      courseQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(courses, { headers: { 'X-Total-Count': String(total ?? courses.length) } });
    }),
    http.get('*/api/site', () => HttpResponse.json(site)),
    http.get('*/api/site/reviews', () => HttpResponse.json(reviews)),
  );
  return { courseQueries };
}
