import type { Database } from '#src/db/client';
import { questionAnsweredMail } from '#src/mail/question-answered';
import type { MailQueue } from '#src/plugins/mail-queue';
import type { QuestionsRepository } from './questions-repository';

const ANSWERED = 'question-answered';

/** The asker hears of the answer in their own language: queued with the answer, written when sent. */
export function createQuestionMail(deps: { mailQueue: MailQueue; questions: QuestionsRepository; publicUrl: string }) {
  deps.mailQueue.define<{ questionId: string }>(ANSWERED, async ({ questionId }) => {
    const answered = await deps.questions.answered(questionId);
    if (!answered) return null;
    const { question, asker } = answered;
    const mail = questionAnsweredMail(asker.preferredLanguage, {
      firstName: asker.firstName,
      courseTitle: answered.courseTitle,
      lectureTitle: answered.lectureTitle,
      question: question.body,
      answer: question.answer ?? '',
      url: `${deps.publicUrl}/course-overview/${question.courseId}?lecture=${question.lectureId}`,
    });
    return { to: asker.email, ...mail };
  });
  return {
    queueAnswered: (tx: Database, question: { id: string }) =>
      deps.mailQueue.enqueue(tx, ANSWERED, { questionId: question.id }),
  };
}

export type QuestionMail = ReturnType<typeof createQuestionMail>;
