import {
  TransactionAbortedError,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { EmscriptenBuiltinFilesystem } from '@electric-sql/pglite/basefs';

/*
 * The embedded database's statements, prepared once and then run in one call (ADR 0016).
 *
 * PGlite's query() speaks the extended protocol one message at a time: parse, describe, bind, describe, execute,
 * sync, six calls into WebAssembly for every statement, with the statement parsed and planned each time. That fixed
 * cost (about 0.3 ms even for `select 1`) was most of what an answer or a random pick spent in the database. Here
 * each distinct SQL text is parsed once as a named prepared statement, described once (its parameter types and
 * result columns are kept), and every later run sends bind, execute and sync together: one call. PostgreSQL keeps
 * its plans the way it does for any prepared statement (a generic plan once it is as good as the custom ones).
 *
 * Drizzle uses only query() and transaction(): those are offered, with PGlite's semantics (a statement outside a
 * transaction waits for a transaction in progress; inside one, it runs as part of it). Errors are PGlite's own
 * DatabaseError, with the statement and its parameters attached as PGlite attaches them.
 *
 * The ordering is kept here rather than by PGlite's two mutexes, which every query() went through (several
 * promises per statement, a twentieth of a random pick's time): a statement's exchange with PostgreSQL is one
 * synchronous call, so nothing can come between its messages, and only transactions, which span awaits, need
 * a queue. With none open or waiting, a statement runs at once. This client must be the database's only user.
 */

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's result columns (none when it returns no rows). */
  fields: { name: string; dataTypeID: number }[];
}

/** Most statements the app runs are a few dozen fixed texts; multi-row inserts vary with the row count. */
const MAX_PREPARED = 200;
/**
 * Statements with more parameters than this are bulk writes (the content sync's batches, an answer's word
 * rows): each text is rarely run twice, and a kept plan for hundreds of parameters holds memory in the
 * database's heap for nothing. They are parsed as the unnamed statement each time (still two calls, not six).
 */
const MAX_KEPT_PARAMS = 64;

const serialize = protocol.serialize;

/**
 * The file systems that write through to their storage as PostgreSQL writes (a data folder on disk: NodeFS; the
 * in-memory one) inherit this file sync, which does nothing. PGlite's syncToFs still takes its sync mutex for it
 * on every statement: about 2–3 % of a returning learner's random pick (ADR 0016). Only a file system with a sync
 * of its own (IndexedDB in a browser) is synced after each statement.
 */
const NO_SYNC = EmscriptenBuiltinFilesystem.prototype.syncToFs;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const EXECUTE_SYNC = concat([serialize.execute({}), serialize.sync()]);

/**
 * Bind (text parameters, text results), execute and sync for a prepared statement, written into one buffer.
 * PGlite's serializer (pg-protocol's Writer) allocates and copies several buffers per message through transpiled
 * private fields: its bind was about a sixth of a returning learner's random pick (ADR 0016). Parameters that
 * are not text (binary) are left to it.
 */
function bindExecuteSync(statement: string, values: (string | null)[]): Uint8Array {
  // 'B', length, unnamed portal, statement name, no parameter format codes (all text), the parameters, no result
  // format codes (all text).
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) length += 4 + (value === null ? 0 : Buffer.byteLength(value));
  // PGlite reads the message within the synchronous call it is given to, so a pooled buffer is safe.
  const out = Buffer.allocUnsafe(1 + length + EXECUTE_SYNC.length);
  out[0] = 0x42;
  let at = out.writeInt32BE(length, 1);
  out[at++] = 0;
  at += out.write(statement, at);
  out[at++] = 0;
  at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = out.writeInt32BE(-1, at);
    } else {
      const written = out.write(value, at + 4);
      out.writeInt32BE(written, at);
      at += 4 + written;
    }
  }
  at = out.writeInt16BE(0, at);
  // A message shorter or longer than its length leaves PGlite's main loop waiting for bytes that never come.
  if (at !== 1 + length) throw new Error('Bind message of the wrong length.');
  out.set(EXECUTE_SYNC, at);
  return out;
}

/** PostgreSQL errors that mean the prepared statement is gone or stale: prepare it again and retry once. */
const STALE_STATEMENT = new Set([
  '26000', // invalid_sql_statement_name: prepared statement does not exist
  '0A000', // feature_not_supported: cached plan must not change result type (the schema changed under it)
]);

export class PreparedStatementClient {
  readonly #db: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  /** Statements evicted from the cache, closed with the next message. */
  #toClose: string[] = [];
  #nextName = 1;
  readonly #maxPrepared: number;
  #parser = new protocol.Parser();
  /**
   * The end of the queue of transactions (and of the statements that arrived while one was open), or null when
   * none is open or waiting: a statement on its own then runs at once.
   */
  #queue: Promise<void> | null = null;

  constructor(db: PGlite, maxPrepared = MAX_PREPARED) {
    this.#db = db;
    this.#maxPrepared = maxPrepared;
  }

  get waitReady(): Promise<void> {
    return this.#db.waitReady;
  }

  /** Closes the database once the transactions under way have ended. */
  async close(): Promise<void> {
    await this.#queue;
    return this.#db.close();
  }

  /** A statement on its own: it waits for any transaction in progress, as PGlite's query() does. */
  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.#queue) return this.#exclusive(() => this.#statement<T>(sql, params, options));
    return this.#statement<T>(sql, params, options);
  }

  /** PGlite's transaction(): one at a time, its statements run the same prepared way. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(() => this.#transaction(callback));
  }

  /** Runs `work` after everything queued before it; the queue is dropped once it drains. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = (this.#queue ?? Promise.resolve()).then(work);
    const queue = result.then(
      () => undefined,
      () => undefined,
    );
    this.#queue = queue;
    void queue.then(() => {
      if (this.#queue === queue) this.#queue = null;
    });
    return result;
  }

  async #statement<T>(sql: string, params: unknown[], options: QueryOptions | undefined) {
    // Everything that touches the database happens before the first await: no other statement can come between.
    const result = this.#run<T>(sql, params, options);
    if (this.#syncs()) await this.#db.syncToFs();
    return result;
  }

  /** Whether PGlite's file sync does anything here (NO_SYNC); before PGlite has set up its file system, as PGlite. */
  #syncs(): boolean {
    const fs = this.#db.fs;
    return !fs || fs.syncToFs !== NO_SYNC;
  }

  async #transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#simple('BEGIN');
    let closed = false;
    const closedError = () => Promise.reject(new Error('Transaction is closed'));
    const tx: Transaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        closed ? closedError() : this.#settled(() => this.#run<R>(sql, params, options)),
      sql: <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        if (closed) return closedError();
        const text = strings.reduce((all, part, i) => `${all}$${i}${part}`);
        return this.#settled(() => this.#run<R>(text, values, undefined));
      },
      exec: (sql: string, options?: QueryOptions) =>
        closed ? closedError() : this.#settled(() => this.#simple(sql, options)),
      rollback: async () => {
        if (closed) return closedError();
        this.#simple('ROLLBACK');
        closed = true;
      },
      listen: () => Promise.reject(new Error('LISTEN is not supported inside a transaction here.')),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        // A failed statement the callback caught leaves the transaction aborted: COMMIT then rolls back.
        const [commit] = this.#simple('COMMIT') as (Results & { command?: string })[];
        if (commit?.command === 'ROLLBACK') throw new TransactionAbortedError();
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        this.#simple('ROLLBACK');
      }
      throw error;
    } finally {
      if (this.#syncs()) await this.#db.syncToFs();
    }
  }

  /** A synchronous result as a promise (a thrown error becomes a rejection). */
  #settled<R>(run: () => R): Promise<R> {
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /**
   * Sends messages and returns PostgreSQL's answer, parsed, synchronously: PGlite runs the protocol in one
   * synchronous call into WebAssembly (execProtocolRawStream does its work before its first await, and its
   * promise only waits for the file sync, which is not asked for). The first error is thrown once the answer is
   * complete (it ends with ReadyForQuery), as PGlite's execProtocol does.
   */
  #exchange(message: Uint8Array): BackendMessage[] {
    const messages: BackendMessage[] = [];
    let error: Error | undefined;
    let ready = false;
    const call = this.#db.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) =>
        this.#parser.parse(chunk, (m) => {
          if (m instanceof protocol.messages.DatabaseError) error ??= m;
          else if (m.name === 'readyForQuery') ready = true;
          messages.push(m);
        }),
    });
    if (!ready) {
      // The call failed (or no longer answers synchronously): a parser holding half a message is dropped. The
      // call's own error arrives a tick later; it is attached as the cause for the log.
      this.#parser = new protocol.Parser();
      const failure = new Error('The embedded database did not answer within one call.');
      call.catch((cause: unknown) => Object.assign(failure, { cause }));
      throw failure;
    }
    if (error) throw error;
    return messages;
  }

  /** Statements in the simple protocol (transaction control, exec), with PGlite's results. */
  #simple(sql: string, options?: QueryOptions): Results[] {
    return parse.parseResults(this.#exchange(serialize.query(sql)), this.#db.parsers, options);
  }

  #run<T>(sql: string, params: unknown[], options: QueryOptions | undefined, retried = false): Results<T> {
    if (options?.blob || options?.paramTypes || options?.onNotice) {
      throw new Error('Prepared statements support the rowMode, parsers and serializers query options only.');
    }
    try {
      let statement = this.#prepared.get(sql);
      if (statement) {
        // Most recently used last: the oldest entry is the one evicted.
        this.#prepared.delete(sql);
        this.#prepared.set(sql, statement);
      } else {
        statement = this.#prepare(sql, params.length <= MAX_KEPT_PARAMS);
      }
      const values = statement.paramTypes.map((type, i) => {
        const value = params[i];
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[type] ?? this.#db.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const closing = this.#closing();
      const text = values.every((v) => v === null || typeof v === 'string');
      const messages = this.#exchange(
        closing.length === 0 && text
          ? bindExecuteSync(statement.name, values as (string | null)[])
          : concat([
              ...closing,
              serialize.bind({ statement: statement.name, values }),
              serialize.execute({}),
              serialize.sync(),
            ]),
      );
      return this.#results<T>(statement, messages, options);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!retried && code && STALE_STATEMENT.has(code) && this.#prepared.has(sql)) {
        this.#forget(sql);
        return this.#run(sql, params, options, true);
      }
      if (error instanceof Error) Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  /**
   * The rows, parsed column by column (each column's parser is looked up once, not per value: PGlite's own
   * parseResults copies its whole parser table on every call that brings its own parsers, as drizzle's do).
   */
  #results<T>(
    statement: Prepared,
    messages: BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const fields = statement.fields;
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? this.#db.parsers[f.dataTypeID]);
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        if (asArrays) {
          rows.push(
            values.map((v, i) => (v === null ? null : parsers[i] ? parsers[i](v, fields[i]!.dataTypeID) : v)),
          );
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i++) {
            const v = values[i]!;
            row[fields[i]!.name] = v === null ? null : parsers[i] ? parsers[i](v, fields[i]!.dataTypeID) : v;
          }
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ');
        command = words[0];
        const count = parseInt(words[words.length - 1]!, 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count;
      }
    }
    const result = { rows, fields: fields.map((f) => ({ ...f })), affectedRows } as Results<T> & {
      command?: string;
      rowCount?: number;
    };
    if (command !== undefined) result.command = command;
    if (rowCount !== undefined) result.rowCount = rowCount;
    return result;
  }

  /** Parses and describes the statement under a new name, and remembers it. */
  #prepare(sql: string, keep: boolean): Prepared {
    // A statement not kept is PostgreSQL's unnamed one, replaced (and its memory freed) by the next; it is bound
    // in the same synchronous step, so no other statement comes between.
    const name = keep ? `lisan_${this.#nextName++}` : '';
    const messages = this.#exchange(
      concat([
        ...this.#closing(),
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const description = messages.find((m) => m.name === 'rowDescription') as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    if (!keep) return prepared;
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > this.#maxPrepared) {
      // Least recently used first: Map keeps insertion order, and a used statement is moved last.
      const oldest = this.#prepared.keys().next().value!;
      this.#forget(oldest);
    }
    return prepared;
  }

  #forget(sql: string) {
    const statement = this.#prepared.get(sql);
    if (!statement) return;
    this.#prepared.delete(sql);
    this.#toClose.push(statement.name);
  }

  #closing(): Uint8Array[] {
    if (this.#toClose.length === 0) return [];
    const messages = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    return messages;
  }

  /** What drizzle is given: it calls only query() and transaction(). */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
