import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The one Drizzle type services use: it is the same for embedded PGlite and for a PostgreSQL pool. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
