-- Trigram indexes make the admin lists' case-insensitive "contains" search fast (PGlite loads the extension too,
-- see src/db/client.ts). pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_user_id" text,
	"target_coupon_id" uuid,
	"target_label" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
-- is_banned becomes the time of the ban (null: not banned); a ban from before this migration gets its time.
-- A column a trigger's WHEN clause reads cannot change type, so the ban trigger of 0005 is dropped and remade.
DROP TRIGGER "profiles_announce_ban_change" ON "profiles";--> statement-breakpoint
DROP FUNCTION announce_ban_change();--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "is_banned" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "is_banned" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "is_banned" SET DATA TYPE timestamp with time zone
  USING CASE WHEN "is_banned" THEN now() END;--> statement-breakpoint
-- The cached sessions carry what the admin check reads (cache/invalidation.ts): the ban and the admin flag on the
-- profile, two-factor sign-in and the e-mail (ADMIN_EMAILS) on the user. A change to any announces "session:<id>".
CREATE FUNCTION announce_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shutterdesk_cache_invalidation', 'session:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_announce_access_change" AFTER UPDATE OF "is_banned", "is_admin" ON "profiles"
  FOR EACH ROW WHEN (OLD."is_banned" IS DISTINCT FROM NEW."is_banned" OR OLD."is_admin" IS DISTINCT FROM NEW."is_admin")
  EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change" AFTER UPDATE OF "two_factor_enabled", "email" ON "users"
  FOR EACH ROW WHEN (OLD."two_factor_enabled" IS DISTINCT FROM NEW."two_factor_enabled" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "email")) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_events_at_idx" ON "admin_audit_events" USING btree ("at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "admin_audit_events_target_user_idx" ON "admin_audit_events" USING btree ("target_user_id","at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "admin_audit_events_actor_idx" ON "admin_audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "admin_audit_events_target_label_trgm_idx" ON "admin_audit_events" USING gin ("target_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_subscriptions_current_idx" ON "user_subscriptions" USING btree ("user_id",("status" = 'canceled'),"current_period_start" DESC NULLS LAST,"created_at" DESC NULLS LAST,"status","canceled_at","cancel_at_period_end");