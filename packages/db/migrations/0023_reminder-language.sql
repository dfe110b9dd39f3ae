-- The interface language the learner set their reminder in: the reminder is written in it.
ALTER TABLE "reminder_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
