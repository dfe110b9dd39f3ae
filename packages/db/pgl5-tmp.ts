import { PGlite } from '@electric-sql/pglite';
import { createDb } from './src/create-db.js';
const p = new PGlite();
const h = await createDb({ pglite: p });
await h.migrate();
console.log((await p.query('select redo_lsn, pg_current_wal_lsn() as cur from pg_control_checkpoint()')).rows);
const a = await p.dumpDataDir('none');
const q = new PGlite({ loadDataDir: a, debug: 1 as any });
await q.waitReady;
