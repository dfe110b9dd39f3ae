import {
  MASTERED_THRESHOLD,
  WEEKLY_REPORT,
  type Phrase,
  type ProgressReport,
  type ReportPhrase,
} from '@lisan/contract';
import type { Database } from '@lisan/db';
import type { ContentCatalog } from '@lisan/content';
import { userProgress } from '../progress/index.js';

function view(phrase: Phrase, masteryLevel: number, due: string | null): ReportPhrase {
  return {
    phraseId: phrase.id,
    arabicText: phrase.arabicText,
    englishTranslation: phrase.englishTranslation,
    surahAyah: phrase.surahAyah,
    difficulty: phrase.difficulty,
    masteryLevel,
    due,
  };
}

/**
 * Mastered: masteryLevel ≥ 80, strongest first. Needs review: above 0 and below 80, weakest first. Suggestions:
 * phrases not practised yet, easiest first, in library order (the curated short phrases lead).
 */
export async function progressReport(
  db: Database,
  catalog: ContentCatalog,
  userId: string,
  /** The phrases the learner's plan opens (suggestions come only from these). */
  open: readonly Phrase[] = catalog.phrases,
): Promise<ProgressReport> {
  const entries = await userProgress(db, userId);
  const practised = entries
    .map((entry) => {
      // Premium practises whole verses too (verse-2-255); those resolve through the completion subject.
      const phrase = catalog.getPhrase(entry.phraseId) ?? catalog.subjectPhrase('completion', entry.phraseId);
      return phrase ? view(phrase, entry.masteryLevel, entry.due) : undefined;
    })
    .filter((p): p is ReportPhrase => p !== undefined);
  const seen = new Set(entries.map((e) => e.phraseId));
  const fresh = open.filter((p) => !seen.has(p.id));
  const easiestFirst = [...fresh].sort((a, b) => a.difficulty - b.difficulty);
  return {
    userId,
    mastered: practised
      .filter((p) => p.masteryLevel >= MASTERED_THRESHOLD)
      .sort((a, b) => b.masteryLevel - a.masteryLevel)
      .slice(0, WEEKLY_REPORT.mastered),
    needsReview: practised
      .filter((p) => p.masteryLevel > 0 && p.masteryLevel < MASTERED_THRESHOLD)
      .sort((a, b) => a.masteryLevel - b.masteryLevel)
      .slice(0, WEEKLY_REPORT.needsReview),
    suggestions: easiestFirst.slice(0, WEEKLY_REPORT.suggestions).map((p) => view(p, 0, null)),
    suggestionsAvailable: fresh.length,
    practised,
  };
}
