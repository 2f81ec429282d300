-- Every write to the catalogue tells every API node to drop its cached catalogue answers (issue 9).
-- Statement-level triggers, so re-pricing 10,000 products sends one notification; PostgreSQL
-- delivers it on commit, and not at all on rollback.
CREATE OR REPLACE FUNCTION kanak_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanak_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER home_carousel_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_carousel"
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER products_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER rate_cards_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_notify_catalogue();
