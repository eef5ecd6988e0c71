import type {
  TAdminCourse,
  TCourseDetails,
  TOutlineLecture,
  TOutlineSection,
  TOutlineUnit,
  TTrainer,
} from '@masar/contracts';
import { http, HttpResponse } from 'msw';
import { defined } from '@masar/contracts/defined';

export const TRAINER_ID = '7d3f6c1e-0b9a-4f7e-9d55-2f1a3c4b5d60';

export const trainer: TTrainer = {
  _id: TRAINER_ID,
  name: 'Huda Salem',
  title: 'Senior engineer',
  bio: 'Builds web apps.',
  specialty: 'tech',
  photoUrl: null,
  experienceYears: 9,
  coursesCount: 2,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

export function makeAdminCourse(overrides: Partial<TAdminCourse> = {}): TAdminCourse {
  return {
    _id: '0f8c2d4e-1111-4a3b-8c9d-000000000001',
    slug: 'react-basics',
    title: 'React basics',
    description: 'Components and hooks.',
    category: 'Programming',
    level: 'Beginner',
    language: 'en',
    price: { amount: 150000, currency: 'EGP' },
    imageUrl: null,
    durationMinutes: 90,
    lecturesCount: 6,
    studentsCount: 1234,
    rating: 4.5,
    ratingsCount: 10,
    trainer: { _id: TRAINER_ID, name: 'Huda Salem', title: 'Senior engineer' },
    publishedAt: '2026-02-01T10:00:00.000Z',
    status: 'published',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCourseDetails(overrides: Partial<TCourseDetails> = {}): TCourseDetails {
  const { trainer: _t, updatedAt, ...summary } = makeAdminCourse();
  return {
    ...summary,
    status: 'draft',
    whatYouWillLearn: ['Components'],
    syllabusUrl: null,
    trainer: { ...trainer },
    units: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt,
    ...overrides,
  };
}

/**
 * A course on a fake server: the outline calls change it the way the API does (0-based positions,
 * moving shifts the siblings) and GET /Courses/{id} answers its current state.
 */
export function outlineServer(course: TCourseDetails) {
  const state = structuredClone(course);
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const sections = () => state.units.flatMap((unit) => unit.sections);
  const lectures = () => sections().flatMap((section) => section.lectures);
  const move = <T extends { _id: string; position: number }>(list: T[], nodeId: string, position: number) => {
    const from = list.findIndex((node) => node._id === nodeId);
    const [node] = list.splice(from, 1);
    list.splice(position, 0, defined(node));
    list.forEach((n, index) => (n.position = index));
  };
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    calls.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body });
    return body as Record<string, unknown>;
  };
  const handlers = [
    http.get('*/api/Courses/:id', () => HttpResponse.json(state)),
    http.get('*/api/trainers', () => HttpResponse.json([trainer], { headers: { 'X-Total-Count': '1' } })),
    http.post('*/api/courses/:id/units', async ({ request }) => {
      const body = await record(request);
      const unit: TOutlineUnit = {
        _id: id('unit'),
        title: String(body.title),
        position: state.units.length,
        sections: [],
      };
      state.units.push(unit);
      return HttpResponse.json(unit, { status: 201 });
    }),
    http.patch('*/api/units/:id', async ({ request, params }) => {
      const body = await record(request);
      const unit = defined(state.units.find((u) => u._id === params.id));
      if (typeof body.title === 'string') unit.title = body.title;
      if (typeof body.position === 'number') move(state.units, unit._id, body.position);
      return HttpResponse.json(unit);
    }),
    http.delete('*/api/units/:id', async ({ request, params }) => {
      await record(request);
      state.units = state.units.filter((u) => u._id !== params.id);
      state.units.forEach((u, index) => (u.position = index));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/units/:id/sections', async ({ request, params }) => {
      const body = await record(request);
      const unit = defined(state.units.find((u) => u._id === params.id));
      const section: TOutlineSection = {
        _id: id('section'),
        title: String(body.title),
        position: unit.sections.length,
        lectures: [],
      };
      unit.sections.push(section);
      return HttpResponse.json(section, { status: 201 });
    }),
    http.patch('*/api/sections/:id', async ({ request, params }) => {
      const body = await record(request);
      const unit = defined(state.units.find((u) => u.sections.some((s) => s._id === params.id)));
      const section = defined(unit.sections.find((s) => s._id === params.id));
      if (typeof body.title === 'string') section.title = body.title;
      if (typeof body.position === 'number') move(unit.sections, section._id, body.position);
      return HttpResponse.json(section);
    }),
    http.post('*/api/sections/:id/lectures', async ({ request, params }) => {
      const body = await record(request);
      const section = defined(sections().find((s) => s._id === params.id));
      const lecture: TOutlineLecture = {
        _id: id('lecture'),
        title: String(body.title),
        kind: body.kind as TOutlineLecture['kind'],
        position: section.lectures.length,
        durationSeconds: Number(body.durationSeconds ?? 0),
        isPreview: Boolean(body.isPreview),
        body: (body.body as string | null) ?? null,
        hasVideo: false,
        hasAttachment: false,
      };
      section.lectures.push(lecture);
      return HttpResponse.json(lecture, { status: 201 });
    }),
    http.patch('*/api/lectures/:id', async ({ request, params }) => {
      const body = await record(request);
      const section = defined(sections().find((s) => s.lectures.some((l) => l._id === params.id)));
      const lecture = defined(section.lectures.find((l) => l._id === params.id));
      const { position, sectionId: _moved, ...fields } = body;
      Object.assign(lecture, fields);
      if (typeof position === 'number') move(section.lectures, lecture._id, position);
      return HttpResponse.json(lecture);
    }),
    http.delete('*/api/lectures/:id', async ({ request, params }) => {
      await record(request);
      for (const section of sections()) section.lectures = section.lectures.filter((l) => l._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/lectures/:id/video', async ({ request, params }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.push({
        method: 'POST',
        path: `/lectures/${String(params.id)}/video`,
        body: typeof file === 'object' && file ? file.name : null,
      });
      const lecture = defined(lectures().find((l) => l._id === params.id));
      lecture.hasVideo = true;
      return HttpResponse.json(
        { key: `videos/${lecture._id}`, url: null, size: 4, contentType: 'video/webm' },
        { status: 201 },
      );
    }),
  ];
  return { state, calls, handlers };
}
