CREATE TABLE "demo_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "demo_subscriptions" ADD CONSTRAINT "demo_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_subscriptions_user_idx" ON "demo_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_one_in_progress_per_user" ON "questionnaires" USING btree ("user_id") WHERE "questionnaires"."is_completed" = false;--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_payment_unique" ON "transactions" USING btree ("provider_payment_id");