-- Answers given without a network and sent later. The device names each answer with a key of its own; the first
-- upload of a key claims it (primary key) in the transaction that records the answer, so a retried upload never
-- records it twice and is answered with the verdict stored here.
CREATE TABLE "offline_answers" (
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempt_id" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_answers_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
