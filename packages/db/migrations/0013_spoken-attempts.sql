ALTER TABLE "pronunciation_attempts" ADD COLUMN "attempt_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pronunciation_attempts_attempt_idx" ON "pronunciation_attempts" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "pronunciation_attempts_spoken_answers_idx" ON "pronunciation_attempts" USING btree ("user_id","created_at") WHERE "pronunciation_attempts"."attempt_id" is not null;--> statement-breakpoint
CREATE TABLE "pronunciation_weekly" (
	"user_id" text NOT NULL,
	"week" text NOT NULL,
	"attempts" integer NOT NULL,
	"score_sum" integer NOT NULL,
	CONSTRAINT "pronunciation_weekly_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
INSERT INTO "pronunciation_weekly" ("user_id", "week", "attempts", "score_sum")
SELECT "user_id", "week", count(*)::int, sum("score")::int FROM "pronunciation_attempts" GROUP BY "user_id", "week";
