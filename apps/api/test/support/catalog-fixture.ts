import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PNG } from './uploads';

export interface CatalogFixture {
  /** a draft course nobody joined (safe to edit and delete) */
  courseId: string;
  unitId: string;
  sectionId: string;
  lectureId: string;
  /** more nodes of that course, to delete */
  spare: { courseId: string; unitId: string; sectionId: string; lectureId: string };
  trainerId: string;
  spareTrainerId: string;
  /** URL of a stored public image */
  publicFileUrl: string;
}

async function draftCourse(app: FastifyInstance, title: string) {
  const created = await app.courseAdminRepository.create(
    {
      title,
      description: 'Fixture course',
      category: 'Design',
      level: 'Beginner',
      language: 'en',
      price: 10000,
      trainerId: null,
      whatYouWillLearn: [],
    },
    app.config.currency,
  );
  if (created === 'unknown-trainer') throw new Error('fixture course not created');
  return created.id;
}

/** Records made through the real repositories, for calls that need existing ids. */
export async function catalogFixture(app: FastifyInstance): Promise<CatalogFixture> {
  const courseId = await draftCourse(app, 'Fixture course');
  const outline = app.outlineRepository;
  const unit = await outline.createUnit(courseId, 'Unit');
  const spareUnit = await outline.createUnit(courseId, 'Spare unit');
  const section = await outline.createSection(unit.id, 'Section');
  const spareSection = await outline.createSection(unit.id, 'Spare section');
  const lecture = await outline.createLecture(section.id, {
    title: 'Lecture',
    kind: 'video',
    durationSeconds: 60,
    isPreview: false,
    body: null,
  });
  const spareLecture = await outline.createLecture(section.id, {
    title: 'Spare lecture',
    kind: 'text',
    durationSeconds: 60,
    isPreview: false,
    body: 'Text',
  });
  const trainer = await app.trainersRepository.create({
    name: 'Fixture Trainer',
    title: 'Trainer',
    bio: '',
    specialty: 'tech',
    experienceYears: 1,
  });
  const spareTrainer = await app.trainersRepository.create({
    name: 'Spare Trainer',
    title: 'Trainer',
    bio: '',
    specialty: 'business',
    experienceYears: 1,
  });
  const key = `public/courses/${courseId}/${createHash('sha256').update(PNG).digest('hex')}.png`;
  await app.storage.put(key, PNG, 'image/png');
  return {
    courseId,
    unitId: unit.id,
    sectionId: section.id,
    lectureId: lecture.id,
    spare: {
      courseId: await draftCourse(app, 'Spare fixture course'),
      unitId: spareUnit.id,
      sectionId: spareSection.id,
      lectureId: spareLecture.id,
    },
    trainerId: trainer._id,
    spareTrainerId: spareTrainer._id,
    publicFileUrl: `/api/files/public/${key.slice('public/'.length)}`,
  };
}
