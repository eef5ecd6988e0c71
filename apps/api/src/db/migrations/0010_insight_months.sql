CREATE TABLE "course_funnel_months" (
	"course_id" uuid NOT NULL,
	"month" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"checkouts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_funnel_months_course_id_month_pk" PRIMARY KEY("course_id","month"),
	CONSTRAINT "course_funnel_months_first_day" CHECK (extract(day from "course_funnel_months"."month") = 1),
	CONSTRAINT "course_funnel_months_counts_nonnegative" CHECK ("course_funnel_months"."views" >= 0 and "course_funnel_months"."checkouts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_funnel_months" ADD CONSTRAINT "course_funnel_months_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_funnel_months_month_idx" ON "course_funnel_months" USING btree ("month");