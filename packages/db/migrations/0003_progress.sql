CREATE TABLE "exercise_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise_type" text NOT NULL,
	"item_id" text NOT NULL,
	"phrase_id" text,
	"user_answer" text NOT NULL,
	"correct_answer" text NOT NULL,
	"is_correct" text NOT NULL,
	"verdict" text NOT NULL,
	"judge" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"session_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "srs_cards" (
	"user_id" text NOT NULL,
	"phrase_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"mastery_level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "srs_cards_user_id_phrase_id_pk" PRIMARY KEY("user_id","phrase_id")
);
--> statement-breakpoint
CREATE INDEX "exercise_attempts_user_created_idx" ON "exercise_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "srs_cards_user_due_idx" ON "srs_cards" USING btree ("user_id","due");