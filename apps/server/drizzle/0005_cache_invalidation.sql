-- The servers cache sessions (with the ban state) and client lists in memory (docs/decisions/0007). These
-- triggers announce every change to those rows on one channel as "<topic>:<user id>", whoever makes it, and
-- NOTIFY is delivered only if the change commits. Keep the channel name in step with cache/invalidation.ts.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shutterdesk_cache_invalidation', 'session:' || OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE FUNCTION announce_ban_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shutterdesk_cache_invalidation', 'session:' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_announce_ban_change AFTER UPDATE OF is_banned ON profiles
  FOR EACH ROW WHEN (OLD.is_banned IS DISTINCT FROM NEW.is_banned) EXECUTE FUNCTION announce_ban_change();
--> statement-breakpoint
-- One announcement per user and transaction: PostgreSQL folds identical notifications of a transaction into one.
CREATE FUNCTION announce_clients_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shutterdesk_cache_invalidation', 'clients:' || COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_announce_change AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION announce_clients_change();
