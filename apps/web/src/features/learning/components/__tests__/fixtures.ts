import type { TCourseContent, TContentLecture, TMyCourse } from '@masar/contracts';
import { makeCourse } from '@/test/catalog';

export function makeMyCourse(overrides: Partial<TMyCourse> = {}): TMyCourse {
  return {
    ...makeCourse(),
    progress: 40,
    enrolledAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    certificateCode: null,
    myReview: null,
    resumeLectureId: null,
    ...overrides,
  };
}

export function makeLecture(overrides: Partial<TContentLecture> = {}): TContentLecture {
  return {
    _id: 'l1',
    title: 'Welcome',
    kind: 'text',
    position: 1,
    durationSeconds: 0,
    body: 'Read this first.',
    hasMedia: false,
    completed: false,
    positionSeconds: 0,
    watchedSeconds: 0,
    ...overrides,
  };
}

export function makeContent(overrides: Partial<TCourseContent> = {}): TCourseContent {
  return {
    courseId: 'c1',
    title: 'Data analysis with Python',
    progress: 33,
    completedLectures: 1,
    totalLectures: 3,
    resume: null,
    certificateCode: null,
    units: [
      {
        _id: 'u1',
        title: 'Getting started',
        position: 1,
        sections: [
          {
            _id: 's1',
            title: 'Basics',
            position: 1,
            lectures: [
              makeLecture({ _id: 'l1', title: 'Welcome', completed: true }),
              makeLecture({
                _id: 'l2',
                title: 'Reading CSV files',
                position: 2,
                body: 'pandas.read_csv reads a file.',
              }),
              makeLecture({
                _id: 'l3',
                title: 'The cheat sheet',
                kind: 'pdf',
                position: 3,
                body: null,
                hasMedia: true,
              }),
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}
