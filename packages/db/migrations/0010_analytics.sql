CREATE TABLE "attempt_errors" (
	"attempt_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"user_id" text NOT NULL,
	"class" text NOT NULL,
	"expected" text,
	"typed" text,
	"reference" text,
	"exercise_type" text NOT NULL,
	"item_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_errors_attempt_id_ordinal_pk" PRIMARY KEY("attempt_id","ordinal")
);
--> statement-breakpoint
CREATE INDEX "attempt_errors_user_class_created_idx" ON "attempt_errors" USING btree ("user_id","class","created_at");
--> statement-breakpoint
CREATE TABLE "grammar_weekly" (
	"user_id" text NOT NULL,
	"week" text NOT NULL,
	"class" text NOT NULL,
	"attempts" integer NOT NULL,
	"errors" integer NOT NULL,
	CONSTRAINT "grammar_weekly_user_id_week_class_pk" PRIMARY KEY("user_id","week","class")
);
--> statement-breakpoint
CREATE TABLE "pronunciation_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"exercise_type" text NOT NULL,
	"item_id" text NOT NULL,
	"target" text NOT NULL,
	"source" text NOT NULL,
	"transcript" text NOT NULL,
	"expected_text" text NOT NULL,
	"score" integer NOT NULL,
	"words" jsonb NOT NULL,
	"week" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pronunciation_attempts_user_week_idx" ON "pronunciation_attempts" USING btree ("user_id","week");
--> statement-breakpoint
CREATE TABLE "pronunciation_words" (
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	"display" text NOT NULL,
	"attempts" integer NOT NULL,
	"score_sum" real NOT NULL,
	CONSTRAINT "pronunciation_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
CREATE TABLE "vocabulary_words" (
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	"uses" integer NOT NULL,
	"correct_uses" integer NOT NULL,
	"occurrences" integer NOT NULL,
	"first_week" text NOT NULL,
	"mastered_week" text,
	CONSTRAINT "vocabulary_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
