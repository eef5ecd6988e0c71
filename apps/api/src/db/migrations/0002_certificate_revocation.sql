ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");