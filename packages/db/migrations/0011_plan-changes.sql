ALTER TABLE "subscriptions" ADD COLUMN "next_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_kind" text DEFAULT 'new' NOT NULL;
