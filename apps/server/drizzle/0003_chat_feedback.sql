CREATE TABLE "chat_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"clients" integer NOT NULL,
	"usage" text NOT NULL,
	"intuitive" text NOT NULL,
	"helped" text NOT NULL,
	"change" text NOT NULL,
	"missing" text NOT NULL,
	"longer_term" text NOT NULL,
	"price" text NOT NULL,
	"final" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"next_forward_at" timestamp with time zone NOT NULL,
	"last_forward_error" text
);
--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD CONSTRAINT "chat_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_drafts_user_created_idx" ON "chat_drafts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_pending_forward_idx" ON "feedback" USING btree ("next_forward_at") WHERE "feedback"."forwarded_at" is null;