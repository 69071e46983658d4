-- Every write that can change what a session finds (plugins/session-queries.ts) notifies session_changes at its
-- commit, whoever made it, so each API process empties its cache of live sessions (plugins/session-cache.ts).
-- Per statement: one notification however many rows, and PostgreSQL folds repeats within a transaction.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER account_stores_changed AFTER UPDATE OR DELETE OR TRUNCATE ON account_stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER company_members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER store_standing_changed
  AFTER UPDATE OF qualification_status, level, business_scope, province, customer_type OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
