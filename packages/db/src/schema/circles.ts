import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * Study circles (halaqat): a teacher and up to 50 members who practise together. Closing a circle deletes it
 * with its members, assignments and wall (ON DELETE CASCADE); each member's own practice stays theirs.
 */
export const circles = pgTable('circles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The interface language the circle studies in (one of the six). */
  language: text('language').notNull(),
  /** The short invite code (also inside the invite link); regenerating it makes old links stop working. */
  code: text('code').notNull().unique(),
  /** The calendar the circle's week (Monday to Sunday) is counted in: the teacher's zone at creation. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a circle. Exactly one member has the role `teacher` (a partial unique index holds that). */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** teacher | member */
    role: text('role').notNull().default('member'),
    /** The member's own choice: their practice is not shown on the circle's board to anyone else. */
    hiddenFromBoard: boolean('hidden_from_board').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    uniqueIndex('circle_members_one_teacher_idx')
      .on(t.circleId)
      .where(sql`${t.role} = 'teacher'`),
    index('circle_members_user_idx').on(t.userId),
  ],
);

/**
 * The teacher's assignment for one week of the circle (week_start: the Monday, YYYY-MM-DD in the circle's zone).
 * `spec` is what was asked (phrases, a surah, a juz, or an exercise type with a target count); progress is never
 * stored, it is computed from the members' attempts.
 */
export const circleAssignments = pgTable(
  'circle_assignments',
  {
    id: text('id').primaryKey(),
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    weekStart: text('week_start').notNull(),
    spec: jsonb('spec').notNull(),
    setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('circle_assignments_circle_week_idx').on(t.circleId, t.weekStart)],
);

/** The circle's wall: posts, and replies to them (`parentId`, one level deep). */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: text('id').primaryKey(),
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => circlePosts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('circle_posts_circle_created_idx').on(t.circleId, t.createdAt),
    index('circle_posts_author_created_idx').on(t.authorId, t.createdAt),
    index('circle_posts_parent_idx').on(t.parentId),
  ],
);

/** A member's report of a post to the teacher (once per member and post). */
export const circlePostReports = pgTable(
  'circle_post_reports',
  {
    postId: text('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.reporterId] }),
    index('circle_post_reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * Running totals of one member's practice in one week of a circle (the circle's calendar), kept as answers are
 * recorded so that the board is one indexed read. Rebuilt from the attempts when a member joins or the teacher
 * sets the week's assignment, so that what was answered earlier in the week counts too.
 */
export const circleMemberWeeks = pgTable(
  'circle_member_weeks',
  {
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    /** The Monday, YYYY-MM-DD in the circle's zone. */
    weekStart: text('week_start').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercises: integer('exercises').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    /** Answers on the week's assignment (phrases of the set, or exercises of the type). */
    assignmentAttempts: integer('assignment_attempts').notNull().default(0),
    assignmentCorrect: integer('assignment_correct').notNull().default(0),
    /** Distinct phrases of the set answered (a set has at most a few hundred). */
    assignmentPhrases: text('assignment_phrases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.weekStart, t.userId] })],
);

/**
 * The newest run of practice days of a learner who is in a circle (the board's streak column), moved forward as
 * answers are recorded and recomputed from practice_days when they join a circle.
 */
export const practiceStreaks = pgTable('practice_streaks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The run's last local date, YYYY-MM-DD. */
  lastDate: text('last_date').notNull(),
  /** Days in the run ending on lastDate. */
  days: integer('days').notNull(),
});
