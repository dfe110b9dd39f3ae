CREATE TABLE "practice_days" (
	"user_id" text NOT NULL,
	"date" text NOT NULL,
	CONSTRAINT "practice_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
