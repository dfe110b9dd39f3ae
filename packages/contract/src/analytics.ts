import { z } from 'zod';
import { safeString } from './safe-string.js';
import { exerciseTypeSchema } from './exercise-type-schemas.js';
import { errorClassSchema } from './judging.js';

/**
 * Analytics: pronunciation, grammar accuracy and vocabulary, computed from the learner's own attempts.
 * `GET /api/analytics/{userId}` and `POST /api/pronunciation`.
 */

/** Limits of a recording sent to POST /api/pronunciation (checked by the browser first, then by the server). */
export const PRONUNCIATION_LIMITS = {
  /** Bytes of audio. */
  maxBytes: 2 * 1024 * 1024,
  /** Seconds of speech. */
  maxSeconds: 30,
  /** Characters of a browser transcript. */
  maxTranscript: 2000,
  /** Seconds of recordings one learner may send to speech-to-text in a day (UTC), measured by the server. */
  dailySeconds: 900,
  /** What the browser may record in (MediaRecorder) and the speech-to-text server accepts. */
  mimeTypes: [
    'audio/webm',
    'audio/ogg',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/mpeg',
    'audio/mp4',
    'audio/flac',
  ],
} as const;

/** Texts the server answers for a recording it cannot use; the web shows them as they are. */
export const PRONUNCIATION_TEXTS = {
  notConfigured:
    'Speech-to-text is not set up on this server; use a browser with speech recognition (Chrome, Edge or Safari).',
  tooLarge: `The recording is too large: at most ${PRONUNCIATION_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  tooLong: `The recording is too long: at most ${PRONUNCIATION_LIMITS.maxSeconds} seconds.`,
  wrongFormat: 'This recording format is not supported: send WebM, Ogg, WAV, MP3, MP4 or FLAC audio.',
  noAudio: 'No audio was received: record again.',
  inconsistent:
    'This recording could not be read: its header does not match its contents. Record again in the app.',
  dailyQuota: `You have used today’s ${PRONUNCIATION_LIMITS.dailySeconds / 60} minutes of recorded speech. They start again at midnight UTC; until then, type your answer or use your browser’s own speech recognition.`,
  timeout: 'The speech-to-text server did not answer in time. Try again, or type your answer.',
  serverError:
    'The speech-to-text server could not transcribe the recording. Try again, or type your answer.',
  nothingHeard: 'Nothing was heard in the recording. Speak closer to the microphone and try again.',
  noArabic: 'This exercise has no Arabic answer to say.',
  spokenAnswerNotFound: 'No spoken answer of yours matches this attempt.',
  alreadyLinked: 'This spoken answer is already linked to another attempt.',
} as const;

/** Which text is said: the exercise's phrase itself, or the learner's answer to it. */
export const PRONUNCIATION_TARGETS = ['phrase', 'answer'] as const;
export const pronunciationTargetSchema = z.enum(PRONUNCIATION_TARGETS);

/** JSON mode: the browser recognised the speech itself and sends its transcript. */
export const pronunciationJsonRequestSchema = z
  .object({
    transcript: safeString().max(PRONUNCIATION_LIMITS.maxTranscript),
    exerciseType: safeString().max(40),
    phraseId: safeString().max(100).nullable().optional(),
    questionBankId: safeString().max(100).nullable().optional(),
    philosophicalSentenceId: safeString().max(100).nullable().optional(),
    userId: safeString().min(1).max(100).optional(),
    target: pronunciationTargetSchema.optional(),
  })
  .meta({ id: 'PronunciationRequest' });
export type PronunciationJsonRequest = z.infer<typeof pronunciationJsonRequestSchema>;

/** Multipart mode: the form fields beside the recording (the same fields, without a transcript). */
export const pronunciationFieldsSchema = pronunciationJsonRequestSchema.omit({ transcript: true });

export const WORD_SCORE_STATUSES = ['right', 'close', 'substituted', 'missing', 'extra'] as const;
export const wordScoreSchema = z
  .object({
    /** The word to say (standard spelling); null for a word said that is not in the text. */
    expected: z.string().nullable(),
    /** The word heard; null when it was not said. */
    heard: z.string().nullable(),
    /** 0–1: 1 said right, between for a near miss, 0 substituted, missing or extra. */
    score: z.number().min(0).max(1),
    status: z.enum(WORD_SCORE_STATUSES),
  })
  .meta({ id: 'WordScore' });
export type WordScore = z.infer<typeof wordScoreSchema>;

export const pronunciationResponseSchema = z
  .object({
    id: z.string(),
    transcript: z.string(),
    /** The text that was to be said (standard spelling). */
    expectedText: z.string(),
    words: z.array(wordScoreSchema),
    /** 0–100. */
    score: z.number().int().min(0).max(100),
    source: z.enum(['browser', 'server']),
  })
  .meta({ id: 'PronunciationResult' });
export type PronunciationResult = z.infer<typeof pronunciationResponseSchema>;

/** POST /api/pronunciation/{id}/attempt: the spoken answer was checked as this attempt. */
export const linkSpokenAnswerRequestSchema = z
  .object({ attemptId: safeString().min(1).max(100) })
  .meta({ id: 'LinkSpokenAnswerRequest' });
export const linkSpokenAnswerResponseSchema = z.object({ id: z.string(), attemptId: z.string() });

/** What the Speak button can use on this server (GET /api/pronunciation/capabilities). */
export const pronunciationCapabilitiesSchema = z
  .object({
    serverTranscription: z.boolean(),
    maxBytes: z.number().int(),
    maxSeconds: z.number().int(),
    mimeTypes: z.array(z.string()),
  })
  .meta({ id: 'PronunciationCapabilities' });
export type PronunciationCapabilities = z.infer<typeof pronunciationCapabilitiesSchema>;

/** Week keys are the Monday (YYYY-MM-DD) of the learner's local week. */
const weekSchema = z.string();

export const pronunciationAnalyticsSchema = z.object({
  attempts: z.number().int(),
  /** 0–100; 0 when nothing was said yet. */
  averageScore: z.number(),
  /** Words said least well, weakest first. */
  weakestWords: z.array(z.object({ word: z.string(), attempts: z.number().int(), averageScore: z.number() })),
  byWeek: z.array(z.object({ week: weekSchema, attempts: z.number().int(), averageScore: z.number() })),
  /** The latest spoken answers checked as answers: what was heard, its word-by-word score and the verdict. */
  spokenAnswers: z.array(
    z.object({
      id: z.string(),
      attemptId: z.string(),
      exerciseType: exerciseTypeSchema,
      transcript: z.string(),
      expectedText: z.string(),
      score: z.number().int(),
      words: z.array(wordScoreSchema),
      verdict: z.enum(['correct', 'almost', 'incorrect']),
      createdAt: z.string(),
    }),
  ),
});

export const grammarExampleSchema = z.object({
  typed: z.string().nullable(),
  expected: z.string().nullable(),
  reference: z.string().nullable(),
  exerciseType: exerciseTypeSchema,
  createdAt: z.string(),
});
export type GrammarExample = z.infer<typeof grammarExampleSchema>;

export const grammarClassStatsSchema = z.object({
  class: errorClassSchema,
  /** Answers that exercised this point. */
  attempts: z.number().int(),
  /** Of those, answers with an error of this class. */
  errors: z.number().int(),
  /** Percentage 0–100 of those answers without an error of this class. */
  accuracy: z.number(),
  /** The learner's own latest mistakes of this class (what they typed, what is right). */
  examples: z.array(grammarExampleSchema),
});
export type GrammarClassStats = z.infer<typeof grammarClassStatsSchema>;

export const grammarAnalyticsSchema = z.object({
  classes: z.array(grammarClassStatsSchema),
  /** The three classes with the lowest accuracy that have at least one error, weakest first. */
  weakest: z.array(errorClassSchema),
  byWeek: z.array(
    z.object({
      week: weekSchema,
      classes: z.array(
        z.object({ class: errorClassSchema, attempts: z.number().int(), accuracy: z.number() }),
      ),
    }),
  ),
});

export const vocabularyAnalyticsSchema = z.object({
  /** Distinct Qur'anic word forms the learner has used in answers, spelt as the Qur'an spells them. */
  practised: z.number().int(),
  /** Of those, forms used right in at least VOCABULARY_MASTERED_USES correct answers. */
  mastered: z.number().int(),
  /** Percentage 0–100 of the Qur'an's word occurrences that the mastered forms make up. */
  quranCoverage: z.number(),
  /** Percentage 0–100 of the Qur'an's word occurrences that the practised forms make up. */
  practisedCoverage: z.number(),
  /** The mastered forms that occur most often in the Qur'an, with their occurrence counts. */
  topMastered: z.array(z.object({ word: z.string(), occurrences: z.number().int() })),
  /** Cumulative totals at the end of each week with practice. */
  byWeek: z.array(z.object({ week: weekSchema, practised: z.number().int(), mastered: z.number().int() })),
  /**
   * The practised forms grouped by root, where the engine names a root with confidence (particles, foreign
   * names and forms it cannot root are left out): roots with the most forms practised first, the first twelve.
   * A root is three letters apart (ك ت ب).
   */
  roots: z.array(
    z.object({
      root: z.string(),
      /** Forms of the root the learner has practised. */
      practised: z.number().int(),
      /** Of those, forms mastered. */
      mastered: z.number().int(),
      /** The forms as the Qur'an spells them, mastered ones first, at most ten. */
      words: z.array(z.object({ word: z.string(), mastered: z.boolean() })),
      /**
       * Up to three other verses where the root occurs, those with a form the learner has not practised first,
       * each with that word (standard spelling).
       */
      verses: z.array(z.object({ surah: z.number().int(), ayah: z.number().int(), word: z.string() })),
    }),
  ),
});

/** Correct answers a word must appear in before it counts as mastered. */
export const VOCABULARY_MASTERED_USES = 3;

export const analyticsSchema = z
  .object({
    userId: z.string(),
    pronunciation: pronunciationAnalyticsSchema,
    grammar: grammarAnalyticsSchema,
    vocabulary: vocabularyAnalyticsSchema,
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof analyticsSchema>;

/** `GET /api/exercises/practice/{class}`: items whose answers exercise a grammar point. */
export const practiceClassParamsSchema = z.object({ errorClass: errorClassSchema });
export const practiceItemsSchema = z
  .object({
    class: errorClassSchema,
    items: z.array(z.object({ exerciseType: exerciseTypeSchema, subjectId: z.string(), why: z.string() })),
  })
  .meta({ id: 'PracticeItems' });
export type PracticeItems = z.infer<typeof practiceItemsSchema>;
