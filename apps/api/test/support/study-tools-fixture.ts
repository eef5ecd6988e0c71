import type { FastifyInstance } from 'fastify';
import type { LearningGateFixture } from './learning-fixture';

export const GATE_VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nمرحبًا\n';

export interface StudyToolsGateFixture {
  /** two notes of the learner on the enrolled course's video (one to edit, one to delete) */
  noteId: string;
  spareNoteId: string;
  /** a question of the learner on that video */
  questionId: string;
  /** a signed URL token of the video's Arabic captions (English ones exist too) */
  captionsToken: string;
}

/** Notes, a question and captions on the learning gate fixture's course (issue 20). */
export async function studyToolsGateFixture(
  app: FastifyInstance,
  learnerId: string,
  learning: LearningGateFixture,
): Promise<StudyToolsGateFixture> {
  const lecture = { id: learning.videoId, courseId: learning.courseId };
  const note = await app.lectureNotes.create(learnerId, lecture, 'ملاحظة', 2);
  const spare = await app.lectureNotes.create(learnerId, lecture, 'أخرى', 3);
  const question = await app.lectureQuestions.ask(learnerId, lecture, 'سؤال؟');
  for (const language of ['ar', 'en'] as const) {
    const key = `private/lectures/${learning.videoId}/captions-${language}-gate.vtt`;
    await app.storage.put(key, Buffer.from(GATE_VTT), 'text/vtt');
    await app.lectureCaptions.set(learning.videoId, language, key);
  }
  return {
    noteId: note._id,
    spareNoteId: spare._id,
    questionId: question._id,
    captionsToken: app.captionTokens.issue(learning.videoId, 'ar', 3600).token,
  };
}
