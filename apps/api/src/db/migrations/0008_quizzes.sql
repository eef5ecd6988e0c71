CREATE TYPE "public"."quiz_question_kind" AS ENUM('single', 'multiple', 'true_false');--> statement-breakpoint
ALTER TYPE "public"."lecture_kind" ADD VALUE 'quiz';--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"grading" jsonb,
	"score_percent" integer,
	"passed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "quiz_question_kind" NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"explanation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"lecture_id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"pass_percent" integer DEFAULT 70 NOT NULL,
	"max_attempts" integer,
	"is_final_exam" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_pass_percent_range" CHECK ("quizzes"."pass_percent" between 0 and 100),
	CONSTRAINT "quizzes_max_attempts_positive" CHECK ("quizzes"."max_attempts" is null or "quizzes"."max_attempts" > 0)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "exam_score_percent" integer;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lecture_id_quizzes_lecture_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."quizzes"("lecture_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_lecture_id_quizzes_lecture_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."quizzes"("lecture_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_lecture_user_number_unique" ON "quiz_attempts" USING btree ("lecture_id","user_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_lecture_pos_idx" ON "quiz_questions" USING btree ("lecture_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_one_final_exam_per_course" ON "quizzes" USING btree ("course_id") WHERE "quizzes"."is_final_exam";