-- A payment in `refund_due` refunded by an operator: the gateway's refund transaction and when it was made.
ALTER TABLE "payments" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- The embedded sandbox gateway's record of a refund of one of its payments (it refunds a payment once, in full).
ALTER TABLE "sandbox_checkouts" ADD COLUMN "refund_id" text;
