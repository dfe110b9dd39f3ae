import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The one Drizzle type services use: it is the same for embedded PGlite and for a PostgreSQL pool. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or an open transaction: repository functions run inside the caller's transaction when given one. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
