ALTER TABLE "leads" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "remind_if_uncontacted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lead_waiting_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_awaiting_contact_idx" ON "leads" USING btree ("created_at") WHERE "leads"."remind_if_uncontacted" and "leads"."contacted_at" is null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_lead_waiting_hours_range" CHECK ("profiles"."lead_waiting_hours" between 1 and 168);