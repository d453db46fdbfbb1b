-- Every app server keeps a short-lived copy of the sessions it served (SESSION_CACHE_SECONDS). Any
-- change to a session or to its person, by any app server, job or hand-written SQL, tells them all
-- to forget that person's copies: a notification on uh_session_changes carrying the user id
-- (PostgreSQL sends one per user per transaction, after it commits).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('uh_session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('uh_session_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change();
