CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid,
	"client_id" uuid,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "outbox_messages_kind_known" CHECK ("outbox_messages"."kind" in ('inquiry-reply', 'follow-up', 'session-step')),
	CONSTRAINT "outbox_messages_status_known" CHECK ("outbox_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "outbox_messages_has_recipient_record" CHECK ("outbox_messages"."lead_id" is not null or "outbox_messages"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "workflow_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"inquiry_reply_enabled" boolean DEFAULT false NOT NULL,
	"inquiry_reply_template_id" uuid,
	"follow_ups_enabled" boolean DEFAULT false NOT NULL,
	"follow_up_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starters_added" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_steps" ADD COLUMN "sends_template_id" uuid;--> statement-breakpoint
ALTER TABLE "client_steps" ADD COLUMN "send_mode" text;--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD COLUMN "sends_template_id" uuid;--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD COLUMN "send_mode" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_settings" ADD CONSTRAINT "workflow_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_settings" ADD CONSTRAINT "workflow_settings_inquiry_reply_template_id_email_templates_id_fk" FOREIGN KEY ("inquiry_reply_template_id") REFERENCES "public"."email_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_templates_user_idx" ON "email_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_user_send_at_idx" ON "outbox_messages" USING btree ("user_id","send_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_lead_idx" ON "outbox_messages" USING btree ("lead_id") WHERE "outbox_messages"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_client_idx" ON "outbox_messages" USING btree ("client_id") WHERE "outbox_messages"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_sends_template_id_email_templates_id_fk" FOREIGN KEY ("sends_template_id") REFERENCES "public"."email_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD CONSTRAINT "session_template_steps_sends_template_id_email_templates_id_fk" FOREIGN KEY ("sends_template_id") REFERENCES "public"."email_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_send_mode_known" CHECK (("client_steps"."sends_template_id" is null) = ("client_steps"."send_mode" is null) and coalesce("client_steps"."send_mode", 'auto') in ('auto', 'ready'));--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD CONSTRAINT "session_template_steps_send_mode_known" CHECK (("session_template_steps"."sends_template_id" is null) = ("session_template_steps"."send_mode" is null) and coalesce("session_template_steps"."send_mode", 'auto') in ('auto', 'ready'));