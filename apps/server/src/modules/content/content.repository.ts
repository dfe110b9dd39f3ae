import { createHash } from 'node:crypto';
import { eq, inArray, isNull, schema, sql, type Database } from '@lisan/db';
import type { ContentRows } from '@lisan/content';

const { phrases, exerciseItems, philosophicalSentences, questionBanks, contentVersions } = schema;

const DIGEST_KIND = 'all';
const CHUNK = 250;

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export interface SyncResult {
  /** False when the stored digest matched and nothing was written. */
  changed: boolean;
  written: number;
  retired: number;
}

/**
 * Upserts the content by stable id. Rows whose content hash is unchanged are not written; rows that left the
 * files are marked retired (never deleted, so a learner's progress keeps pointing at them).
 */
export function contentRepository(db: Database) {
  return {
    async sync(rows: ContentRows, digest: string): Promise<SyncResult> {
      const stored = await db.select().from(contentVersions).where(eq(contentVersions.kind, DIGEST_KIND));
      if (stored[0]?.digest === digest) return { changed: false, written: 0, retired: 0 };

      const phraseRows = rows.phrases.map(({ origin: _origin, surahName: _n, translations: _t, ...p }) => ({
        id: p.id,
        arabicText: p.arabicText,
        englishTranslation: p.englishTranslation,
        surahAyah: p.surahAyah,
        category: p.category,
        lifeApplication: p.lifeApplication,
        tags: p.tags,
        difficulty: p.difficulty,
        usageNote: p.usageNote,
        standardText: p.standardText,
        ref: p.ref,
        contentHash: hashOf(p),
        retiredAt: null,
        updatedAt: new Date(),
      }));
      const itemRows = rows.items.map((i) => ({
        ...i,
        contentHash: hashOf(i),
        retiredAt: null,
        updatedAt: new Date(),
      }));
      const sentenceRows = rows.sentences.map((s) => ({
        ...s,
        contentHash: hashOf(s),
        retiredAt: null,
        updatedAt: new Date(),
      }));
      const bankRows = rows.questionBanks.map((q) => ({
        ...q,
        contentHash: hashOf(q),
        retiredAt: null,
        updatedAt: new Date(),
      }));

      let written = 0;
      let retired = 0;
      await db.transaction(async (tx) => {
        // --- phrases
        const oldPhrases = new Map(
          (
            await tx
              .select({ id: phrases.id, hash: phrases.contentHash, retiredAt: phrases.retiredAt })
              .from(phrases)
          ).map((r) => [r.id, r]),
        );
        const phraseChanges = phraseRows.filter((r) => {
          const old = oldPhrases.get(r.id);
          return !old || old.hash !== r.contentHash || old.retiredAt !== null;
        });
        for (const part of chunks(phraseChanges)) {
          await tx
            .insert(phrases)
            .values(part)
            .onConflictDoUpdate({
              target: phrases.id,
              set: excluded([
                'arabic_text',
                'english_translation',
                'surah_ayah',
                'category',
                'life_application',
                'tags',
                'difficulty',
                'usage_note',
                'standard_text',
                'ref',
                'content_hash',
                'retired_at',
                'updated_at',
              ]),
            });
        }
        written += phraseChanges.length;
        const livePhrases = new Set(phraseRows.map((r) => r.id));
        const gonePhrases = [...oldPhrases.values()]
          .filter((r) => !livePhrases.has(r.id) && r.retiredAt === null)
          .map((r) => r.id);
        for (const part of chunks(gonePhrases)) {
          await tx.update(phrases).set({ retiredAt: new Date() }).where(inArray(phrases.id, part));
        }
        retired += gonePhrases.length;

        // --- exercise items (keyed by type and id)
        const key = (type: string, id: string) => `${type}\u0000${id}`;
        const oldItems = new Map(
          (
            await tx
              .select({
                type: exerciseItems.type,
                id: exerciseItems.id,
                hash: exerciseItems.contentHash,
                retiredAt: exerciseItems.retiredAt,
              })
              .from(exerciseItems)
          ).map((r) => [key(r.type, r.id), r]),
        );
        const itemChanges = itemRows.filter((r) => {
          const old = oldItems.get(key(r.type, r.id));
          return !old || old.hash !== r.contentHash || old.retiredAt !== null;
        });
        for (const part of chunks(itemChanges)) {
          await tx
            .insert(exerciseItems)
            .values(part)
            .onConflictDoUpdate({
              target: [exerciseItems.type, exerciseItems.id],
              set: excluded(['subject_id', 'phrase_id', 'data', 'content_hash', 'retired_at', 'updated_at']),
            });
        }
        written += itemChanges.length;
        const liveItems = new Set(itemRows.map((r) => key(r.type, r.id)));
        for (const old of oldItems.values()) {
          if (liveItems.has(key(old.type, old.id)) || old.retiredAt !== null) continue;
          await tx
            .update(exerciseItems)
            .set({ retiredAt: new Date() })
            .where(sql`${exerciseItems.type} = ${old.type} and ${exerciseItems.id} = ${old.id}`);
          retired++;
        }

        // --- sentences and banks
        const simple = [
          {
            table: philosophicalSentences,
            rows: sentenceRows,
            cols: ['arabic_text', 'english_gloss', 'related'],
          },
          {
            table: questionBanks,
            rows: bankRows,
            cols: ['theme', 'theme_english', 'description', 'tags', 'difficulty', 'associated_phrases'],
          },
        ] as const;
        for (const { table, rows: current, cols } of simple) {
          const old = new Map(
            (
              await tx
                .select({ id: table.id, hash: table.contentHash, retiredAt: table.retiredAt })
                .from(table)
            ).map((r) => [r.id, r]),
          );
          const changes = (current as Array<{ id: string; contentHash: string }>).filter((r) => {
            const o = old.get(r.id);
            return !o || o.hash !== r.contentHash || o.retiredAt !== null;
          });
          for (const part of chunks(changes)) {
            await tx
              .insert(table)
              .values(part as never)
              .onConflictDoUpdate({
                target: table.id,
                set: excluded([...cols, 'content_hash', 'retired_at', 'updated_at']),
              });
          }
          written += changes.length;
          const live = new Set(current.map((r) => r.id));
          const gone = [...old.values()]
            .filter((r) => !live.has(r.id) && r.retiredAt === null)
            .map((r) => r.id);
          if (gone.length)
            await tx.update(table).set({ retiredAt: new Date() }).where(inArray(table.id, gone));
          retired += gone.length;
        }

        await tx
          .insert(contentVersions)
          .values({ kind: DIGEST_KIND, digest, loadedAt: new Date() })
          .onConflictDoUpdate({ target: contentVersions.kind, set: { digest, loadedAt: new Date() } });
      });
      return { changed: true, written, retired };
    },

    /** Ids of live (not retired) phrases, for tests and diagnostics. */
    async livePhraseIds(): Promise<string[]> {
      return (await db.select({ id: phrases.id }).from(phrases).where(isNull(phrases.retiredAt))).map(
        (r) => r.id,
      );
    },
  };
}

/** `set col = excluded.col` for an upsert. */
function excluded(columns: readonly string[]) {
  return Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded."${c}"`)]));
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
