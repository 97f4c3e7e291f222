CREATE TABLE "client_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"due_offset_days" integer,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_steps_name_length" CHECK (char_length("client_steps"."name") between 1 and 80),
	CONSTRAINT "client_steps_due_offset_range" CHECK ("client_steps"."due_offset_days" between -365 and 365)
);
--> statement-breakpoint
CREATE TABLE "session_template_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"due_offset_days" integer,
	CONSTRAINT "session_template_steps_name_length" CHECK (char_length("session_template_steps"."name") between 1 and 80),
	CONSTRAINT "session_template_steps_due_offset_range" CHECK ("session_template_steps"."due_offset_days" between -365 and 365)
);
--> statement-breakpoint
CREATE TABLE "session_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_templates_user_type_key" UNIQUE("user_id","session_type")
);
--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_steps" ADD CONSTRAINT "client_steps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD CONSTRAINT "session_template_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_template_steps" ADD CONSTRAINT "session_template_steps_template_id_session_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."session_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_steps_client_idx" ON "client_steps" USING btree ("client_id","position");--> statement-breakpoint
CREATE INDEX "client_steps_open_due_idx" ON "client_steps" USING btree ("user_id","client_id") WHERE not "client_steps"."done" and "client_steps"."due_offset_days" is not null;--> statement-breakpoint
CREATE INDEX "session_template_steps_template_idx" ON "session_template_steps" USING btree ("template_id","position");