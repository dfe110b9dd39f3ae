-- A payment in `refund_due` refunded by an operator: the gateway's refund transaction and when it was made.
ALTER TABLE "payments" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
