export * from './create-db.js';
export { DataDirLockedError } from './data-dir-lock.js';
export * as schema from './schema/index.js';
export type { Database, Executor } from './database.js';
export { preparedQuery, preparedSql } from './prepared.js';
// Services build queries with these; re-exported so that only this package depends on drizzle-orm directly.
export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
