CREATE TYPE "public"."quiz_reveal_answers" AS ENUM('never', 'after_passing', 'after_last_attempt');--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions_per_attempt" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "retake_wait_minutes" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "reveal_answers" "quiz_reveal_answers" DEFAULT 'after_passing' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_pool_positive" CHECK ("quizzes"."questions_per_attempt" is null or "quizzes"."questions_per_attempt" > 0);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_time_limit_positive" CHECK ("quizzes"."time_limit_minutes" is null or "quizzes"."time_limit_minutes" > 0);--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_retake_wait_positive" CHECK ("quizzes"."retake_wait_minutes" is null or "quizzes"."retake_wait_minutes" > 0);--> statement-breakpoint
-- final exams protect the certificate: a shuffled draw of up to 10 questions, and never the key
UPDATE "quizzes" SET "questions_per_attempt" = 10, "shuffle_questions" = true, "reveal_answers" = 'never' WHERE "is_final_exam";--> statement-breakpoint
-- earlier attempts showed stored option ids: each stands for itself in the new layout
UPDATE "quiz_attempts" SET "layout" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'questionId', q.item->'questionId',
    'options', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'optionId', o.id) ORDER BY o.n), '[]'::jsonb)
      FROM jsonb_array_elements_text(q.item->'optionIds') WITH ORDINALITY AS o(id, n)
    )
  ) ORDER BY q.n), '[]'::jsonb)
  FROM jsonb_array_elements("layout") WITH ORDINALITY AS q(item, n)
) WHERE jsonb_typeof("layout") = 'array';
