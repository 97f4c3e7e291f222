CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"session_date" date,
	"session_type" text NOT NULL,
	"session_due_date" date,
	"session_package" text,
	"pre_session" jsonb NOT NULL,
	"post_session" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"inquiry_date" date NOT NULL,
	"session_type" text NOT NULL,
	"source" text NOT NULL,
	"contact_method" text,
	"notes" text DEFAULT '' NOT NULL,
	"crm_workflow_started" boolean DEFAULT false NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	"session_package" text,
	"contacted" boolean DEFAULT false NOT NULL,
	"pricing_sent" boolean DEFAULT false NOT NULL,
	"follow_up" date,
	"booking_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source_known" CHECK ("leads"."source" in ('1', '2', '3', '4', '5', '6', '7'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_user_session_date_idx" ON "clients" USING btree ("user_id","session_date");--> statement-breakpoint
CREATE INDEX "clients_user_created_idx" ON "clients" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_user_inquiry_date_idx" ON "leads" USING btree ("user_id","inquiry_date");--> statement-breakpoint
CREATE INDEX "leads_user_follow_up_idx" ON "leads" USING btree ("user_id","follow_up") WHERE "leads"."follow_up" is not null;