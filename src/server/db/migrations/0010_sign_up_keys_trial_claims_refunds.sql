CREATE TABLE "trial_claims" (
	"email_key" text PRIMARY KEY NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_payment_id" text;--> statement-breakpoint
CREATE INDEX "transactions_refunded_payment_idx" ON "transactions" USING btree ("refunded_payment_id") WHERE "transactions"."refunded_payment_id" is not null;