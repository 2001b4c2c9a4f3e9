CREATE TABLE "trial_claims" (
	"email_key" text PRIMARY KEY NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
