import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatementClient } from './pglite-statements.js';

// The embedded database's statement runner (ADR 0016): what drizzle relies on must behave as PGlite's query().
describe('prepared statements on the embedded database', () => {
  let raw: PGlite;
  let db: PreparedStatementClient;

  beforeAll(async () => {
    raw = new PGlite();
    // A small cache, so that eviction is exercised.
    db = new PreparedStatementClient(raw, 3);
    await raw.exec(`
      create table item (id text primary key, n int not null, tags text[] not null default '{}',
        doc jsonb, at timestamptz, seen boolean);`);
  });
  afterAll(() => raw.close());

  it('returns the same rows, fields and counts as PGlite itself, in object and array mode', async () => {
    const insert = 'insert into item (id, n, tags, doc, at, seen) values ($1, $2, $3, $4, $5, $6)';
    const params = ['a', 7, ['x', 'y'], JSON.stringify({ k: [1, 2] }), '2024-05-01T10:00:00Z', true];
    const ours = await db.query(insert, params);
    expect(ours.affectedRows).toBe(1);
    const select = 'select id, n, tags, doc, at, seen, null::text as nothing from item where id = $1';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await raw.query(select, ['a'], options);
      const actual = await db.query(select, ['a'], options);
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    // A second run uses the prepared statement: same answer.
    expect((await db.query(select, ['a'])).rows).toEqual((await raw.query(select, ['a'])).rows);
  });

  it("applies the caller's parsers to their types only", async () => {
    const result = await db.query<{ at: unknown; n: unknown }>(
      'select at, n from item where id = $1',
      ['a'],
      {
        parsers: { 1184: (value: string) => `text:${value}` },
      },
    );
    expect(result.rows[0]!.at).toMatch(/^text:2024-05-01 10:00:00/);
    expect(result.rows[0]!.n).toBe(7);
  });

  it("reports PostgreSQL's error with its code and the statement, and keeps working", async () => {
    const insert = 'insert into item (id, n) values ($1, $2)';
    const error = await db.query(insert, ['a', 1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey', query: insert });
    const syntax = await db.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction whole, and rolls it back whole when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into item (id, n) values ($1, $2)', ['t1', 1]);
      await tx.query('update item set n = n + 1 where id = $1', ['t1']);
    });
    expect((await db.query('select n from item where id = $1', ['t1'])).rows).toEqual([{ n: 2 }]);

    const failed = db.transaction(async (tx) => {
      await tx.query('insert into item (id, n) values ($1, $2)', ['t2', 1]);
      await tx.query('insert into item (id, n) values ($1, $2)', ['t2', 1]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id from item where id = $1', ['t2'])).rows).toEqual([]);
  });

  it('runs a statement outside the transaction only after the transaction ends', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inside = new Promise<void>((resolve) => (started = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('insert into item (id, n) values ($1, $2)', ['t3', 1]);
      started();
      await held;
      order.push('transaction');
    });
    await inside;
    const outside = db.query('select count(*)::int as c from item where id = $1', ['t3']).then((r) => {
      order.push('outside');
      return r.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toEqual([{ c: 1 }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('runs transactions one after another, never interleaved, and statements around them in order', async () => {
    await db.query('create table counter (id int primary key, n int not null)');
    await db.query('insert into counter values (1, 0)');
    // Each transaction reads then writes across an await: interleaved, two would read the same value.
    const bump = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>('select n from counter where id = 1');
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.query('update counter set n = $1 where id = 1', [rows[0]!.n + 1]);
      });
    const reads = Array.from({ length: 5 }, () =>
      db.query<{ n: number }>('select n from counter where id = 1').then((r) => r.rows[0]!.n),
    );
    const seen: Promise<number>[] = [];
    const writes = [];
    for (let i = 0; i < 5; i++) {
      writes.push(bump());
      // A statement sent after a transaction began sees it committed.
      seen.push(db.query<{ n: number }>('select n from counter where id = 1').then((r) => r.rows[0]!.n));
    }
    await Promise.all(writes);
    expect(await Promise.all(reads)).toEqual([0, 0, 0, 0, 0]);
    expect(await Promise.all(seen)).toEqual([1, 2, 3, 4, 5]);
  });

  it("rolls back, with PGlite's error, a transaction whose failed statement the callback caught", async () => {
    const committed = db.transaction(async (tx) => {
      await tx.query('insert into item (id, n) values ($1, $2)', ['t4', 1]);
      await tx.query('insert into item (id, n) values ($1, $2)', ['t4', 1]).catch(() => undefined);
    });
    await expect(committed).rejects.toMatchObject({ code: '25P02' });
    expect((await db.query('select id from item where id = $1', ['t4'])).rows).toEqual([]);
    // A closed transaction refuses further statements.
    let kept: { query: (sql: string) => Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('runs a statement with many parameters (not kept) amid concurrent ones', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `bulk${i}`);
    const values = ids.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
    const bulk = db.query(
      `insert into item (id, n) values ${values}`,
      ids.flatMap((id, i) => [id, i]),
    );
    const others = ids.map((_, i) => db.query<{ v: number }>('select $1::int as v', [i]));
    expect((await bulk).affectedRows).toBe(40);
    expect((await Promise.all(others)).map((r) => r.rows[0]!.v)).toEqual(ids.map((_, i) => i));
    const count = await db.query<{ c: number }>("select count(*)::int as c from item where id like 'bulk%'");
    expect(count.rows).toEqual([{ c: 40 }]);
  });

  it('prepares again a statement that was evicted or that a schema change made stale', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await db.query<{ v: number }>(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    const select = 'select * from item where id = $1';
    const before = await db.query<Record<string, unknown>>(select, ['a']);
    await db.query('alter table item add column extra text');
    const after = await db.query<Record<string, unknown>>(select, ['a']);
    expect(Object.keys(after.rows[0]!)).toEqual([...Object.keys(before.rows[0]!), 'extra']);
  });

  it('sends text parameters as PostgreSQL reads them: null, empty, multi-byte, long and many', async () => {
    const values = [null, '', 'الحمد لله', '😀 e\u0301', 'x'.repeat(5000), 'it\'s \\ "quoted"'];
    const sql = `select ${values.map((_, i) => `$${i + 1}::text as v${i}`).join(', ')}`;
    const expected = (await raw.query(sql, values, { rowMode: 'array' })).rows;
    for (let run = 0; run < 2; run++) {
      expect((await db.query(sql, values, { rowMode: 'array' })).rows).toEqual(expected);
    }
    expect((await db.query(sql, values, { rowMode: 'array' })).rows).toEqual([values]);
  });
});

describe("the embedded database's file sync", () => {
  it('is skipped for a file system whose sync does nothing, and kept for one that has a sync', async () => {
    class SyncingFs extends MemoryFS {
      synced = 0;
      override async syncToFs() {
        this.synced++;
      }
    }
    // Four statements: a create, an insert, a transaction and a select.
    for (const [fs, syncs] of [
      [new MemoryFS(), 0],
      [new SyncingFs(), 4],
    ] as const) {
      const raw = new PGlite({ fs });
      await raw.waitReady;
      const db = new PreparedStatementClient(raw);
      let calls = 0;
      const sync = raw.syncToFs.bind(raw);
      raw.syncToFs = () => {
        calls++;
        return sync();
      };
      await db.query('create table t (n int)');
      await db.query('insert into t values ($1)', [1]);
      await db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [2]);
      });
      expect((await db.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
      expect(calls).toBe(syncs);
      // PGlite also syncs on its own (opening, closing).
      if (fs instanceof SyncingFs) expect(fs.synced).toBeGreaterThanOrEqual(syncs);
      await raw.close();
    }
  });
});
