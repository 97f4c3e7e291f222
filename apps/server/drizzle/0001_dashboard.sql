CREATE TABLE "priority_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"task_id" uuid,
	"category" text NOT NULL,
	"frequency" text NOT NULL,
	"period_key" text NOT NULL,
	"points_awarded" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_completions_task_period_unique" UNIQUE("task_id","period_key"),
	CONSTRAINT "task_completions_frequency_known" CHECK ("task_completions"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"frequency" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_frequency_known" CHECK ("tasks"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "priority_tasks" ADD CONSTRAINT "priority_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "priority_tasks_user_created_idx" ON "priority_tasks" USING btree ("user_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "task_completions_user_completed_idx" ON "task_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "tasks_user_category_position_idx" ON "tasks" USING btree ("user_id","category","position");