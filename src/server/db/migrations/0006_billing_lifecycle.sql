CREATE TABLE "payment_discounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'student' NOT NULL,
	"note" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"run_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_subscriptions" ADD COLUMN "charged_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_subscriptions" ADD COLUMN "price_kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_subscriptions" ADD COLUMN "next_billing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_discounts" ADD CONSTRAINT "payment_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_runs_name_day_unique" ON "scheduled_runs" USING btree ("name","run_on");--> statement-breakpoint
-- Hand-written: a refund is its own transaction row with a negative amount and status
-- 'refunded', so "Total Spent" counts it against the charge it returns (decision 0059). A
-- positive row marked 'refunded' (the older way) still counts nothing.
CREATE OR REPLACE FUNCTION "transactions_maintain_user_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_transaction_totals
      SET transaction_count = transaction_count - 1,
          spent_cents = spent_cents - CASE WHEN OLD.status = 'completed' OR (OLD.status = 'refunded' AND OLD.amount_cents < 0) THEN OLD.amount_cents ELSE 0 END
      WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_transaction_totals (user_id, transaction_count, spent_cents)
      VALUES (NEW.user_id, 1, CASE WHEN NEW.status = 'completed' OR (NEW.status = 'refunded' AND NEW.amount_cents < 0) THEN NEW.amount_cents ELSE 0 END)
      ON CONFLICT (user_id) DO UPDATE
        SET transaction_count = user_transaction_totals.transaction_count + 1,
            spent_cents = user_transaction_totals.spent_cents + excluded.spent_cents;
  END IF;
  RETURN NULL;
END
$$;
