-- The learner's daily goal: how many items today's practice holds (5, 10 or 20). Null until they choose one.
ALTER TABLE "users" ADD COLUMN "daily_goal" integer;
