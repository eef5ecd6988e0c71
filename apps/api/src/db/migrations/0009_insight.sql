CREATE TABLE "course_funnel_days" (
	"course_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"checkouts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_funnel_days_course_id_day_pk" PRIMARY KEY("course_id","day"),
	CONSTRAINT "course_funnel_days_counts_nonnegative" CHECK ("course_funnel_days"."views" >= 0 and "course_funnel_days"."checkouts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_funnel_days" ADD CONSTRAINT "course_funnel_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_funnel_days_day_idx" ON "course_funnel_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "enrolments_created_idx" ON "enrolments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lecture_progress_updated_idx" ON "lecture_progress" USING btree ("updated_at","user_id");