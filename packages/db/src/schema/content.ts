import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Learning content, loaded from the files under content/ at start-up and upserted by stable id. Rows are never
 * deleted: a phrase taken out of the files is marked retired, so progress rows that name it keep their meaning.
 * Requests are served from the in-memory catalog; these tables give other features ids to join on.
 */
export const phrases = pgTable(
  'phrases',
  {
    id: text('id').primaryKey(),
    arabicText: text('arabic_text').notNull(),
    englishTranslation: text('english_translation').notNull(),
    surahAyah: text('surah_ayah').notNull(),
    category: text('category').notNull(),
    lifeApplication: text('life_application').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    difficulty: integer('difficulty').notNull(),
    usageNote: text('usage_note'),
    standardText: text('standard_text').notNull(),
    ref: jsonb('ref').notNull(),
    contentHash: text('content_hash').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phrases_category_idx').on(t.category)],
);

export const exerciseItems = pgTable(
  'exercise_items',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    /** The id an exercise URL and the public API's bodies carry for the item (phrase, sentence or bank id). */
    subjectId: text('subject_id').notNull(),
    phraseId: text('phrase_id'),
    data: jsonb('data').notNull(),
    contentHash: text('content_hash').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] }), index('exercise_items_phrase_idx').on(t.phraseId)],
);

export const philosophicalSentences = pgTable('philosophical_sentences', {
  id: text('id').primaryKey(),
  arabicText: text('arabic_text').notNull(),
  englishGloss: text('english_gloss').notNull(),
  related: jsonb('related').notNull(),
  contentHash: text('content_hash').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionBanks = pgTable('question_banks', {
  id: text('id').primaryKey(),
  theme: text('theme').notNull(),
  themeEnglish: text('theme_english').notNull(),
  description: text('description').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  difficulty: integer('difficulty').notNull(),
  associatedPhrases: jsonb('associated_phrases').notNull(),
  contentHash: text('content_hash').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per content kind: the digest last written, so an unchanged start-up writes nothing. */
export const contentVersions = pgTable('content_versions', {
  kind: text('kind').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
