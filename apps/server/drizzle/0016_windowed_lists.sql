DROP INDEX "clients_user_session_date_idx";--> statement-breakpoint
DROP INDEX "leads_user_inquiry_date_idx";--> statement-breakpoint
DROP INDEX "clients_user_created_idx";--> statement-breakpoint
CREATE INDEX "clients_user_session_date_asc_idx" ON "clients" USING btree ("user_id","session_date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_user_session_date_desc_idx" ON "clients" USING btree ("user_id","session_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_user_inquiry_date_desc_idx" ON "leads" USING btree ("user_id","inquiry_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_user_inquiry_date_asc_idx" ON "leads" USING btree ("user_id","inquiry_date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_user_created_idx" ON "clients" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The servers now cache lead lists as they cache client lists (docs/decisions/0007, 0011): every change to a
-- lead is announced as "leads:<user id>", one per user and transaction. Keep the channel name in step with
-- cache/invalidation.ts.
CREATE FUNCTION announce_leads_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shutterdesk_cache_invalidation', 'leads:' || COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_announce_change AFTER INSERT OR UPDATE OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION announce_leads_change();
