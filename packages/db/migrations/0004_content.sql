CREATE TABLE "content_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_items" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"subject_id" text NOT NULL,
	"phrase_id" text,
	"data" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_items_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "philosophical_sentences" (
	"id" text PRIMARY KEY NOT NULL,
	"arabic_text" text NOT NULL,
	"english_gloss" text NOT NULL,
	"related" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrases" (
	"id" text PRIMARY KEY NOT NULL,
	"arabic_text" text NOT NULL,
	"english_translation" text NOT NULL,
	"surah_ayah" text NOT NULL,
	"category" text NOT NULL,
	"life_application" text NOT NULL,
	"tags" jsonb NOT NULL,
	"difficulty" integer NOT NULL,
	"usage_note" text,
	"standard_text" text NOT NULL,
	"ref" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"theme_english" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"difficulty" integer NOT NULL,
	"associated_phrases" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exercise_items_phrase_idx" ON "exercise_items" USING btree ("phrase_id");--> statement-breakpoint
CREATE INDEX "phrases_category_idx" ON "phrases" USING btree ("category");