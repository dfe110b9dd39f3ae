-- Seconds of recordings each learner sent to speech-to-text per day (UTC), measured by the server from the audio:
-- the daily speech-to-text quota.
CREATE TABLE "speech_seconds_daily" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"seconds" real NOT NULL,
	CONSTRAINT "speech_seconds_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
