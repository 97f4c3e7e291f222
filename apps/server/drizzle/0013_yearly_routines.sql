ALTER TABLE "task_completions" DROP CONSTRAINT "task_completions_frequency_known";--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_frequency_known";--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_frequency_known" CHECK ("task_completions"."frequency" in ('daily', 'weekly', 'monthly', 'yearly'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_frequency_known" CHECK ("tasks"."frequency" in ('daily', 'weekly', 'monthly', 'yearly'));