CREATE TABLE "circle_member_weeks" (
	"circle_id" text NOT NULL,
	"week_start" text NOT NULL,
	"user_id" text NOT NULL,
	"exercises" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"assignment_attempts" integer DEFAULT 0 NOT NULL,
	"assignment_correct" integer DEFAULT 0 NOT NULL,
	"assignment_phrases" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "circle_member_weeks_circle_id_week_start_user_id_pk" PRIMARY KEY("circle_id","week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "practice_streaks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_date" text NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circle_member_weeks" ADD CONSTRAINT "circle_member_weeks_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_member_weeks" ADD CONSTRAINT "circle_member_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_streaks" ADD CONSTRAINT "practice_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Circles that exist before this migration: each member's streak from their practice days (the newest run of
-- consecutive dates), and this week's exercises in each circle's calendar. Assignment progress of the week in
-- progress is rebuilt when the teacher next sets the assignment or a member joins.
INSERT INTO "practice_streaks" ("user_id", "last_date", "days")
SELECT DISTINCT ON (user_id) user_id, max(date), count(*)::int
FROM (
	SELECT p.user_id, p.date, p.date::date + (row_number() OVER (PARTITION BY p.user_id ORDER BY p.date DESC))::int AS run
	FROM "practice_days" p
	WHERE p.user_id IN (SELECT user_id FROM "circle_members")
) AS days
GROUP BY user_id, run
ORDER BY user_id, max(date) DESC;--> statement-breakpoint
INSERT INTO "circle_member_weeks" ("circle_id", "week_start", "user_id", "exercises", "correct")
SELECT m.circle_id, to_char(date_trunc('week', now() AT TIME ZONE c.time_zone), 'YYYY-MM-DD'), m.user_id,
	count(a.id)::int, (count(a.id) FILTER (WHERE a.is_correct = 'true'))::int
FROM "circle_members" m
JOIN "circles" c ON c.id = m.circle_id
JOIN "exercise_attempts" a ON a.user_id = m.user_id
	AND a.created_at >= (date_trunc('week', now() AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone)
GROUP BY m.circle_id, c.time_zone, m.user_id;
