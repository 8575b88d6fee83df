-- Every shop process keeps read answers in memory (products, posts, settings, who a session belongs to); a write to
-- one of these tables, from any process or tool, tells them all which table changed, when its transaction commits.
CREATE OR REPLACE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "blogs_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
