CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"goal" text,
	"subscription" text DEFAULT 'free-trial' NOT NULL,
	"task_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '{"crm":"","gallery":"","finance":"","google":"","socialMedia":"","newsletter":"","clientWorkflow":"","website":"","personal":""}'::jsonb NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"client_headers" jsonb DEFAULT '{"sessionInfo":[{"id":"name","label":"Client Name"},{"id":"sessionType","label":"Session Type"},{"id":"sessionPackage","label":"Session Package"},{"id":"sessionDate","label":"Session Date"}],"preSession":[{"id":"contractSigned","label":"Contract Signed"},{"id":"invoicePaid","label":"Invoice Paid"},{"id":"prepEmail","label":"Prep Email Sent"},{"id":"questionnaireReceived","label":"Questionnaire Received"},{"id":"locationConfirmed","label":"Location Confirmed"},{"id":"asstConfirmed","label":"Asst/Second Shooter Confirmed"},{"id":"wardrobeAppointment","label":"Wardrobe Appointment"},{"id":"makeup","label":"Hair & Makeup"},{"id":"sessionConsultation","label":"Session Consultation"}],"postSession":[{"id":"galleryDue","label":"Gallery Due Date"},{"id":"culled","label":"Culled"},{"id":"edited","label":"Edited"},{"id":"sneakPeek","label":"Sneak Peek"},{"id":"retouching","label":"Retouching Completed"},{"id":"backedUp","label":"Backed Up"},{"id":"galleryCreated","label":"Gallery Created"},{"id":"orderingAppointment","label":"Ordering Appointment"},{"id":"productsOrdered","label":"Products Ordered"},{"id":"orderNotes","label":"Order Notes"},{"id":"delivered","label":"Delivered"},{"id":"clientReviewRequested","label":"Client Review Requested"},{"id":"sessionShared","label":"Session Shared"}]}'::jsonb NOT NULL,
	"notification_preferences" jsonb DEFAULT '{"priorityTasks":true,"leads":true,"clients":true,"categoryTasks":{"CRM":true,"Gallery":true,"Finance":true,"Google":true,"Social Media":true,"Newsletter":true,"Client Workflow":true,"Website":true,"Personal":true}}'::jsonb NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_points_not_negative" CHECK ("profiles"."points" >= 0),
	CONSTRAINT "profiles_subscription_known" CHECK ("profiles"."subscription" in ('free-trial', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");