import { z } from 'zod';
import { safeString } from './safe-string.js';
import { exerciseTypeSchema } from './exercise-type-schemas.js';
import { UI_LANGUAGES } from './languages.js';

/**
 * Study circles (halaqat): a teacher, up to 50 members, a weekly assignment, a board of the week's practice and a
 * wall of short posts. Only members read a circle; only its teacher changes it (apps/server/src/modules/circles).
 */
export const CIRCLE_LIMITS = {
  maxMembers: 50,
  /** Circles one person may belong to at once (teaching or not). */
  circlesPerUser: 20,
  name: 80,
  description: 500,
  post: 1000,
  reportReason: 300,
  note: 300,
  /** Wall rate limits per member and circle. */
  postsPerMinute: 5,
  postsPerDay: 100,
  phrasesPerAssignment: 100,
  targetCountMax: 500,
  postsPageSize: 20,
} as const;

/** The invite code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CIRCLE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CIRCLE_CODE_LENGTH = 8;

/** Messages a client may show as they are. */
export const CIRCLE_TEXTS = {
  notFound: 'Circle not found.',
  memberNotFound: 'That person is not a member of this circle.',
  postNotFound: 'Post not found.',
  teacherOnly: 'Only the circle’s teacher can do this.',
  codeNotFound: 'No circle has this code. Check it with your teacher.',
  full: `This circle is full (${CIRCLE_LIMITS.maxMembers} members).`,
  tooManyCircles: `You are already in ${CIRCLE_LIMITS.circlesPerUser} circles. Leave one to join another.`,
  alreadyMember: 'You are already a member of this circle.',
  teacherCannotRemoveSelf: 'Hand the circle to another member, or close it, instead of removing yourself.',
  nothingToUpdate: 'Send at least one field to change.',
  alreadyTeacher: 'That member is already the teacher.',
  replyToReply: 'Replies go under a post, not under another reply.',
  postedTooFast: `You can post ${CIRCLE_LIMITS.postsPerMinute} times a minute. Please wait a moment.`,
  postedTooMuch: `You have reached today’s ${CIRCLE_LIMITS.postsPerDay} posts in this circle.`,
  reportOwnPost: 'You cannot report your own post.',
  unknownPhrase: (id: string) => `Phrase ${id} does not exist.`,
  noPhrasesIn: (what: string) => `The library has no phrases from ${what} yet. Choose another.`,
} as const;

const text = (max: number) => safeString().trim().min(1).max(max);
const id = safeString().min(1).max(100);

export const circleIdParamsSchema = z.object({ id });
export const circleMemberParamsSchema = z.object({ id, userId: id });
export const circlePostParamsSchema = z.object({ id, postId: id });

export const circleRoleSchema = z.enum(['teacher', 'member']);
export type CircleRole = z.infer<typeof circleRoleSchema>;

export const createCircleRequestSchema = z
  .object({
    name: text(CIRCLE_LIMITS.name),
    description: safeString().trim().max(CIRCLE_LIMITS.description).default(''),
    language: z.enum(UI_LANGUAGES),
  })
  .meta({ id: 'CreateCircleRequest' });
export type CreateCircleRequest = z.input<typeof createCircleRequestSchema>;

/** Teacher only. `teacherId` hands the role to another member; `regenerateCode` retires the old invite code. */
export const updateCircleRequestSchema = z
  .object({
    name: text(CIRCLE_LIMITS.name).optional(),
    description: safeString().trim().max(CIRCLE_LIMITS.description).optional(),
    language: z.enum(UI_LANGUAGES).optional(),
    teacherId: id.optional(),
    regenerateCode: z.boolean().optional(),
  })
  .meta({ id: 'UpdateCircleRequest' });
export type UpdateCircleRequest = z.infer<typeof updateCircleRequestSchema>;

export const joinCircleRequestSchema = z
  .object({
    // Typed by people: spaces and dashes are ignored, letters compared in upper case.
    code: safeString()
      .max(32)
      .transform((c) => c.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().min(4, 'must be the circle’s code').max(16)),
  })
  .meta({ id: 'JoinCircleRequest' });

/** A member's own settings in a circle. */
export const updateMembershipRequestSchema = z
  .object({ hiddenFromBoard: z.boolean() })
  .meta({ id: 'UpdateMembershipRequest' });

export const assignmentRequestSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('phrases'),
      phraseIds: z.array(id).min(1).max(CIRCLE_LIMITS.phrasesPerAssignment),
      note: safeString().trim().max(CIRCLE_LIMITS.note).optional(),
    }),
    z.object({
      kind: z.literal('surah'),
      surah: z.number().int().min(1).max(114),
      note: safeString().trim().max(CIRCLE_LIMITS.note).optional(),
    }),
    z.object({
      kind: z.literal('juz'),
      juz: z.number().int().min(1).max(30),
      note: safeString().trim().max(CIRCLE_LIMITS.note).optional(),
    }),
    z.object({
      kind: z.literal('exerciseType'),
      exerciseType: exerciseTypeSchema,
      targetCount: z.number().int().min(1).max(CIRCLE_LIMITS.targetCountMax),
      note: safeString().trim().max(CIRCLE_LIMITS.note).optional(),
    }),
  ])
  .meta({ id: 'AssignmentRequest' });
export type AssignmentRequest = z.infer<typeof assignmentRequestSchema>;

/** The teacher's phrase picker: the library searched by Arabic text, translation, reference or surah name. */
export const phraseOptionsQuerySchema = z.object({
  q: safeString().trim().max(100).optional(),
  lang: z.enum(UI_LANGUAGES).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type PhraseOptionsQuery = z.infer<typeof phraseOptionsQuerySchema>;

export const phraseOptionSchema = z.object({
  id: z.string(),
  arabicText: z.string(),
  /** The verse's translation in the requested language (English when it has none). */
  translation: z.string(),
  /** "2:153", or "2:153 (1-4)" for part of a verse. */
  reference: z.string(),
  surahName: z.string(),
});
export type PhraseOption = z.infer<typeof phraseOptionSchema>;

export const phraseOptionsSchema = z
  .object({ phrases: z.array(phraseOptionSchema), total: z.number().int() })
  .meta({ id: 'CirclePhraseOptions' });
export type PhraseOptions = z.infer<typeof phraseOptionsSchema>;

/** How far one member is with the week's assignment. */
export const assignmentProgressSchema = z.object({
  /** Answers given on the assignment this week (phrases of the set, or exercises of the type). */
  attempts: z.number().int(),
  correct: z.number().int(),
  /** Percentage of correct answers, one decimal; 0 when nothing was answered. */
  accuracy: z.number(),
  /** Phrases of the set practised at least once, or exercises of the type answered. */
  done: z.number().int(),
  /** Phrases in the set, or the target count. */
  target: z.number().int(),
  /** done / target as a whole percentage, at most 100. */
  percent: z.number().int(),
});
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;

export const assignmentSchema = z
  .object({
    weekStart: z.string(),
    /** The last day of the week (Sunday), inclusive. */
    weekEnd: z.string(),
    kind: z.enum(['phrases', 'surah', 'juz', 'exerciseType']),
    phraseIds: z.array(z.string()),
    surah: z.number().int().nullable(),
    juz: z.number().int().nullable(),
    exerciseType: exerciseTypeSchema.nullable(),
    targetCount: z.number().int(),
    note: z.string(),
    /** Where one click takes a member: the exercise type and the subject to open (null: a random one of the type). */
    practise: z.object({ exerciseType: exerciseTypeSchema, subjectId: z.string().nullable() }),
    setAt: z.string(),
  })
  .meta({ id: 'CircleAssignment' });
export type CircleAssignment = z.infer<typeof assignmentSchema>;

export const circleSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    language: z.enum(UI_LANGUAGES),
    role: circleRoleSchema,
    memberCount: z.number().int(),
    maxMembers: z.number().int(),
    /** The invite code: only the teacher receives it. */
    code: z.string().nullable(),
    joinedAt: z.string(),
    timeZone: z.string(),
    /** This week's assignment with the caller's own progress, or null when none is set. */
    assignment: assignmentSchema.extend({ myProgress: assignmentProgressSchema }).nullable(),
  })
  .meta({ id: 'CircleSummary' });
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const circleMemberSchema = z.object({
  userId: z.string(),
  /** First name and last initial: emails are never shown to other members. */
  displayName: z.string(),
  role: circleRoleSchema,
  joinedAt: z.string(),
  isMe: z.boolean(),
});

export const circleDetailSchema = circleSummarySchema
  .extend({
    members: z.array(circleMemberSchema),
    /** The caller's own choice. */
    hiddenFromBoard: z.boolean(),
  })
  .meta({ id: 'CircleDetail' });
export type CircleDetail = z.infer<typeof circleDetailSchema>;

export const circleListSchema = z
  .object({ circles: z.array(circleSummarySchema) })
  .meta({ id: 'CircleList' });
export type CircleList = z.infer<typeof circleListSchema>;

export const boardRowSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  role: circleRoleSchema,
  isMe: z.boolean(),
  /** Only ever true on the caller's own row: a hidden member is left out of everyone else's board. */
  hidden: z.boolean(),
  exercises: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number(),
  streakDays: z.number().int(),
  assignment: assignmentProgressSchema.nullable(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

export const circleBoardSchema = z
  .object({
    circleId: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    timeZone: z.string(),
    assignment: assignmentSchema.nullable(),
    rows: z.array(boardRowSchema),
    /** Members who chose not to appear (their rows are not sent). */
    hiddenCount: z.number().int(),
  })
  .meta({ id: 'CircleBoard' });
export type CircleBoard = z.infer<typeof circleBoardSchema>;

export const createPostRequestSchema = z
  .object({ body: text(CIRCLE_LIMITS.post), parentId: id.optional() })
  .meta({ id: 'CreateCirclePostRequest' });

export const reportPostRequestSchema = z
  .object({ reason: safeString().trim().max(CIRCLE_LIMITS.reportReason).optional() })
  .meta({ id: 'ReportCirclePostRequest' });

export const postsQuerySchema = z.object({
  /** Posts older than this post id's (paging back through the wall). */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CIRCLE_LIMITS.postsPageSize),
});

const postFields = {
  id: z.string(),
  author: z.object({ userId: z.string(), displayName: z.string() }),
  /** Plain text as written: clients render it as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
  canDelete: z.boolean(),
  reportedByMe: z.boolean(),
  /** How many members reported it: the teacher's eyes only (null for everyone else). */
  reportCount: z.number().int().nullable(),
};
export const circleReplySchema = z.object({ ...postFields, parentId: z.string() });
export const circlePostSchema = z
  .object({ ...postFields, parentId: z.null(), replies: z.array(circleReplySchema) })
  .meta({ id: 'CirclePost' });
export type CirclePost = z.infer<typeof circlePostSchema>;
export type CircleReply = z.infer<typeof circleReplySchema>;

export const circlePostsSchema = z
  .object({ posts: z.array(circlePostSchema), hasMore: z.boolean() })
  .meta({ id: 'CirclePosts' });
export type CirclePosts = z.infer<typeof circlePostsSchema>;

export const createdPostSchema = z.union([circlePostSchema, circleReplySchema]);
