CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "guests_last_seen_idx" ON "guests" USING btree ("last_seen_at");
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "widget_session_hash" text;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" DROP COLUMN "card_bin";
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" DROP COLUMN "card_holder";
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" DROP COLUMN "card_expiry_month";
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" DROP COLUMN "card_expiry_year";
--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_expires_at_idx" ON "sandbox_checkouts" USING btree ("expires_at");
