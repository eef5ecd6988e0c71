CREATE TYPE "public"."moodle_enrolment_status" AS ENUM('pending', 'synced', 'failed');--> statement-breakpoint
CREATE TABLE "moodle_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"moodle_course_id" integer NOT NULL,
	"moodle_user_id" integer,
	"status" "moodle_enrolment_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sign_in_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"provider" text NOT NULL,
	"nonce" text,
	"code_verifier" text NOT NULL,
	"language" "language" DEFAULT 'ar' NOT NULL,
	"link_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moodle_enrolments" ADD CONSTRAINT "moodle_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moodle_enrolments" ADD CONSTRAINT "moodle_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_in_codes" ADD CONSTRAINT "social_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_in_states" ADD CONSTRAINT "social_sign_in_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moodle_enrolments_user_course_unique" ON "moodle_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "moodle_enrolments_due_idx" ON "moodle_enrolments" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "moodle_enrolments_course_idx" ON "moodle_enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_in_codes_hash_unique" ON "social_sign_in_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "social_sign_in_codes_expires_idx" ON "social_sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_in_states_hash_unique" ON "social_sign_in_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_sign_in_states_expires_idx" ON "social_sign_in_states" USING btree ("expires_at");