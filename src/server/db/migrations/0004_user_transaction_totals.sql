CREATE TABLE "user_transaction_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"transaction_count" bigint DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_transaction_totals" ADD CONSTRAINT "user_transaction_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit snapshots tables, not functions or triggers). The totals are
-- kept by the database itself so that every write path (the app, raw SQL, cascades) keeps them
-- equal to count(*) and sum(amount_cents) filter (where status = 'completed'); decision 0035.
CREATE FUNCTION "transactions_maintain_user_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- UPDATE, never an upsert: when the user is being deleted its totals row may already be gone
    -- by cascade, and re-inserting it would violate the foreign key.
    UPDATE user_transaction_totals
      SET transaction_count = transaction_count - 1,
          spent_cents = spent_cents - CASE WHEN OLD.status = 'completed' THEN OLD.amount_cents ELSE 0 END
      WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_transaction_totals (user_id, transaction_count, spent_cents)
      VALUES (NEW.user_id, 1, CASE WHEN NEW.status = 'completed' THEN NEW.amount_cents ELSE 0 END)
      ON CONFLICT (user_id) DO UPDATE
        SET transaction_count = user_transaction_totals.transaction_count + 1,
            spent_cents = user_transaction_totals.spent_cents + excluded.spent_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_maintain_user_totals_on_insert_delete"
  AFTER INSERT OR DELETE ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_maintain_user_totals"();
--> statement-breakpoint
-- Only changes that move a total fire it (linking a provider payment id does not).
CREATE TRIGGER "transactions_maintain_user_totals_on_update"
  AFTER UPDATE OF "user_id", "status", "amount_cents" ON "transactions"
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION "transactions_maintain_user_totals"();
--> statement-breakpoint
CREATE FUNCTION "transactions_clear_user_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_transaction_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row triggers do not see TRUNCATE.
CREATE TRIGGER "transactions_clear_user_totals_on_truncate"
  AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transactions_clear_user_totals"();
--> statement-breakpoint
-- Backfill after the triggers exist: creating them locked out concurrent writes to transactions
-- until this migration commits, so no write falls between the two.
INSERT INTO "user_transaction_totals" ("user_id", "transaction_count", "spent_cents")
  SELECT "user_id", count(*), coalesce(sum("amount_cents") FILTER (WHERE "status" = 'completed'), 0)
  FROM "transactions"
  GROUP BY "user_id";
