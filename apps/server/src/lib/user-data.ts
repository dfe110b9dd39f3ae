import type { Database } from '@lisan/db';

/**
 * Everything stored about a user, for "Download My Data" (GET /api/me/export) and "Delete account"
 * (DELETE /api/me). Each feature that keeps rows about a user registers one section here, next to its own
 * tables, so the export stays complete as features are added and no one has to edit the account code:
 *
 *   registerUserDataSection({
 *     name: 'exerciseAttempts',
 *     export: (db, userId) => db.select().from(schema.exerciseAttempts).where(eq(schema.exerciseAttempts.userId, userId)),
 *     // Only if the rows would survive the user's deletion (no ON DELETE CASCADE to users.id):
 *     erase: (tx, userId) => tx.delete(schema.exerciseAttempts).where(...),
 *   });
 *
 * Call it at the top level of your module's repository or service file (a side effect of importing it; the
 * registry is keyed by name, so registering twice replaces). Rules for a section:
 * - `export` returns plain JSON-able data (dates become ISO strings); leave out secrets (password and token
 *   hashes) but keep everything else that is about the person.
 * - Tables whose `user_id` references users.id with ON DELETE CASCADE are erased by the account deletion
 *   itself; give `erase` only for data that is not (e.g. rows kept for accounting, which should then be
 *   anonymised rather than deleted, or files in DATA_DIR).
 */
export interface UserDataSection {
  /** Key of this section in the export's `data` object. */
  name: string;
  export(db: Database, userId: string): Promise<unknown>;
  /** Runs inside the deletion's transaction, before the user row is deleted. */
  erase?(tx: Database, userId: string): Promise<unknown>;
}

const sections = new Map<string, UserDataSection>();

export function registerUserDataSection(section: UserDataSection): void {
  sections.set(section.name, section);
}

/** One page of a paged section: its rows, and where the next page starts (undefined: this was the last). */
export interface RowPage {
  rows: unknown[];
  next: string | undefined;
}

/** Rows exported a page at a time; see `pagedRows`. */
class PagedRows {
  constructor(readonly readPage: (after: string | undefined, limit: number) => Promise<RowPage>) {}
}

/** Rows per page of a paged section: one page's read and serialisation is a short slice of the event loop. */
const EXPORT_PAGE_ROWS = 50;

/**
 * A section's rows read `EXPORT_PAGE_ROWS` at a time, for tables that grow with a learner's history (thousands of
 * answers). `readPage(after, limit)` answers up to `limit` rows following the cursor `after` (undefined: from the
 * start) in a complete order (ties broken by a unique column, so pages neither repeat nor skip rows), and the
 * cursor of its last row; it should follow an index (keyset paging), so that each page costs the same however far
 * into the history it is. The streamed export writes each page and lets other requests run before reading the
 * next, so one learner's export never holds the server for the whole history.
 */
export function pagedRows(readPage: (after: string | undefined, limit: number) => Promise<RowPage>): unknown {
  return new PagedRows(readPage);
}

/**
 * One export page at a time in this process, and never more than a third of the event loop's time: after a page
 * has been read the next waits twice as long as that page took (at least a millisecond). However many exports run,
 * other requests (which take several turns of the event loop each) find the loop free most of the time. An export
 * of 5,000 answers takes a few seconds longer; nobody else waits for it.
 */
let exportTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = exportTurn.then(async () => {
    const start = performance.now();
    const value = await work();
    return { value, took: performance.now() - start };
  });
  exportTurn = run.then(
    ({ took }) => new Promise((resolve) => setTimeout(resolve, Math.max(1, 3 * took))),
    () => undefined,
  );
  return run.then(({ value }) => value);
}

async function* pagesOf(paged: PagedRows): AsyncGenerator<unknown[]> {
  let after: string | undefined;
  for (;;) {
    const page = await inTurn(() => paged.readPage(after, EXPORT_PAGE_ROWS));
    if (page.rows.length > 0) yield page.rows;
    if (page.next === undefined || page.rows.length < EXPORT_PAGE_ROWS) return;
    after = page.next;
  }
}

/** A section's value with its paged rows read in full (for callers that want the data as one object). */
async function materialise(value: unknown): Promise<unknown> {
  if (value instanceof PagedRows) {
    const all: unknown[] = [];
    for await (const rows of pagesOf(value)) all.push(...rows);
    return all;
  }
  if (Array.isArray(value) || value === null || typeof value !== 'object' || value instanceof Date)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = await materialise(inner);
  return out;
}

/** The `data` object of the export: one entry per registered section. */
export async function collectUserData(db: Database, userId: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const section of sections.values())
    data[section.name] = await materialise(await section.export(db, userId));
  return data;
}

/** JSON text of a section's value, paged rows a page per chunk with a yield to other requests between pages. */
async function* jsonChunks(value: unknown): AsyncGenerator<string> {
  if (value instanceof PagedRows) {
    let first = true;
    yield '[';
    for await (const rows of pagesOf(value)) {
      const text = rows.map((row) => JSON.stringify(row)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']';
    return;
  }
  if (Array.isArray(value) || value === null || typeof value !== 'object' || value instanceof Date) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonChunks(inner);
  }
  yield '}';
}

/**
 * The whole export as JSON text in chunks: `head`'s fields, then `data` with one entry per section, written
 * section by section and, for the sections that grow with history, page by page, yielding to other requests
 * between pages. The same document `collectUserData` would give inside `{ ...head, data }`.
 */
export async function* userDataChunks(
  db: Database,
  userId: string,
  head: Record<string, string>,
): AsyncGenerator<string> {
  yield `${JSON.stringify(head).slice(0, -1)},"data":{`;
  let first = true;
  for (const section of sections.values()) {
    yield `${first ? '' : ','}${JSON.stringify(section.name)}:`;
    first = false;
    yield* jsonChunks(await section.export(db, userId));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  yield '}}';
}

export async function eraseUserData(tx: Database, userId: string): Promise<void> {
  for (const section of sections.values()) await section.erase?.(tx, userId);
}
