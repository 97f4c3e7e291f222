CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"stripe_session_id" text,
	"session_url" text,
	"request_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "access_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "trial_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "access_grant" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "access_grant_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_access_grant_known" CHECK ("profiles"."access_grant" in ('comp', 'trial', 'free'));--> statement-breakpoint
-- A user whose subscription had a trial has used it: checkout gives the trial once (docs/decisions/0020).
UPDATE "profiles" SET "trial_used" = true
  WHERE EXISTS (SELECT 1 FROM "user_subscriptions" s WHERE s."user_id" = "profiles"."id" AND s."trial_end" IS NOT NULL);--> statement-breakpoint
-- The cached sessions now carry the plan too, which the 402 check reads (auth/require-user.ts): a payment, a lapse
-- or a grant must reach every server at once, as a ban does.
DROP TRIGGER "profiles_announce_access_change" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_announce_access_change"
  AFTER UPDATE OF "is_banned", "is_admin", "subscription", "access_ends_at" ON "profiles"
  FOR EACH ROW WHEN (
    OLD."is_banned" IS DISTINCT FROM NEW."is_banned" OR OLD."is_admin" IS DISTINCT FROM NEW."is_admin"
    OR OLD."subscription" IS DISTINCT FROM NEW."subscription" OR OLD."access_ends_at" IS DISTINCT FROM NEW."access_ends_at"
  )
  EXECUTE FUNCTION announce_access_change();
