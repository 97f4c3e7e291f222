CREATE TABLE "bug_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"action" text NOT NULL,
	"issue" text NOT NULL,
	"recreate" text NOT NULL,
	"screenshot_name" text,
	"screenshot_type" text,
	"screenshot" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"next_forward_at" timestamp with time zone NOT NULL,
	"last_forward_error" text
);
--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_reports_pending_forward_idx" ON "bug_reports" USING btree ("next_forward_at") WHERE "bug_reports"."forwarded_at" is null;