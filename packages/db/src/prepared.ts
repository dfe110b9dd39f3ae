import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/**
 * A hot statement built once per database (or open transaction) as drizzle's prepared query, then run with its
 * parameters (`sql.placeholder`). Building a query with drizzle's builder costs more than running it on the
 * embedded database (about 90 µs of 150 for a primary-key read, ADR 0016); a prepared query skips that. On
 * PostgreSQL the name makes it a named prepared statement on each connection.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/** A raw SQL statement (with `sql.placeholder` parameters) prepared the same way; `execute` resolves to its rows. */
export function preparedSql(
  name: string,
  statement: SQL,
): (db: Database) => {
  execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }>;
} {
  const query = dialect.sqlToQuery(statement);
  return preparedQuery((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return {
      execute: async (values) => (await prepared.execute(values)) as { rows: Record<string, unknown>[] },
    };
  });
}
