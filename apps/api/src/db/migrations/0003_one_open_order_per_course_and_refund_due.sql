ALTER TYPE "public"."order_status" ADD VALUE 'refund_due';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_expires_at" timestamp with time zone;--> statement-breakpoint
-- databases made before this rule may hold several open orders for one learner and course: the newest stays open
UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id", "course_id") "id" FROM "orders" WHERE "status" = 'pending' ORDER BY "user_id", "course_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_learner_course" ON "orders" USING btree ("user_id","course_id") WHERE "orders"."status" = 'pending';