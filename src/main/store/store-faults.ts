import { dirname } from 'node:path';
import type { Database, Statement } from 'better-sqlite3';
import { diskFaultOf, type DiskFault } from '@shared/domain/disk-faults';
import { m } from '@shared/i18n/messages';
import { StoreError, storeErrorCodes, type StoreErrorCode } from './store-error';
import { isStoreWords, type StoreWords } from './store-words';

/** What SQLite says of a file it finds damaged: its codes (and extended codes), and its words when only they come. */
const DAMAGE_CODE = /^SQLITE_(CORRUPT|NOTADB)/;
const DAMAGE_WORDS = /database disk image is malformed|file is not a database/i;

/** Whether an error says the store's file is damaged: SQLite's own error, or a StoreError that already said so. */
export function isStoreDamage(error: unknown): boolean {
  if (error instanceof StoreError) return error.code === 'store-damaged';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && DAMAGE_CODE.test(code)) return true;
  return error instanceof Error && DAMAGE_WORDS.test(error.message);
}

/** A StoreError of a write the disk refused (full, read-only), said in words with the folder. */
export function isDiskFault(error: unknown): error is StoreError & { readonly code: DiskFault } {
  return error instanceof StoreError && (error.code === 'disk-full' || error.code === 'read-only');
}

/** SQLite's words for what it found, without its codes: for the operator's message. */
function damageDetail(error: unknown): string {
  return (error instanceof Error ? error.message.split('\n')[0] : String(error)) || m.main_store_damage_unnamed();
}

/** The message of a damaged store: what main does about it is always the same (it sets the file aside). */
export function storeDamaged(file: string, error: unknown): StoreError {
  return new StoreError(
    'store-damaged',
    { key: 'damaged', values: { file, reason: damageDetail(error) } },
    { cause: error },
  );
}

/** A store the background check (PRAGMA quick_check) found damaged: SQLite's finding is its own words, the rest the desk's. */
export function storeCheckFoundDamage(file: string, finding: string): StoreError {
  return storeDamaged(file, new Error(m.main_store_check_found({ finding })));
}

/**
 * A store's failure said in words the operator can act on: a damaged file,
 * a full disk or a read-only folder (the store's folder named); null for any
 * other failure, which stays as it is.
 */
export function storeFault(error: unknown, file: string): StoreError | null {
  if (error instanceof StoreError) return null;
  if (isStoreDamage(error)) return storeDamaged(file, error);
  const fault = diskFaultOf(error);
  return fault ? new StoreError(fault, { key: fault, values: { folder: dirname(file) } }, { cause: error }) : null;
}

/** The codes of a store's faults (the StoreErrors storeFault makes). */
const FAULT_CODES = ['store-damaged', 'disk-full', 'read-only'] as const satisfies readonly StoreErrorCode[];

/** A failure as a worker thread posts it to main (data, not the error itself). */
export interface PostedFailure {
  /** Its message as the thread said it: for the log, and for a failure that is not the store's. */
  readonly message: string;
  readonly code: string | null;
  /** A StoreError's words, to be said again in main's language (the thread has none). */
  readonly words: StoreWords | null;
}

/** What a worker thread posts of a failure. */
export function postedFailure(error: unknown): PostedFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof code === 'string' ? code : null,
    words: error instanceof StoreError ? error.words : null,
  };
}

/** A StoreError a worker thread met and posted, said again in main's language; null for any other failure. */
export function storeErrorFrom(posted: PostedFailure): StoreError | null {
  const code = storeErrorCodes.find((known) => known === posted.code);
  return code && isStoreWords(posted.words) ? new StoreError(code, posted.words) : null;
}

/** A fault a worker thread met and posted, as the StoreError it was there; null for any other failure. */
export function storeFaultFrom(posted: PostedFailure): StoreError | null {
  const error = storeErrorFrom(posted);
  return error && FAULT_CODES.some((fault) => fault === error.code) ? error : null;
}

/** What a thread's failure says, in main's language when it is the store's own. */
export function postedFailureText(posted: PostedFailure): string {
  return storeErrorFrom(posted)?.message ?? posted.message;
}

/** Told of every fault one connection met (main's, to set a damaged file aside or show a full disk). */
export type StoreFaultListener = (fault: StoreError) => void;

/**
 * Makes every statement of one connection say a fault in words: each
 * statement it prepares, its transactions (whose COMMIT is where a full disk
 * usually shows), its pragmas and exec. A fault becomes a StoreError
 * (storeFault) and is told to `onFault` before it is thrown; any other error
 * is thrown as it came. Wrapping the connection, not its callers, is what
 * finds damage wherever a read meets it, in main as in the worker threads.
 */
export function guardConnection(db: Database, file: string, onFault?: StoreFaultListener): Database {
  const fail = (error: unknown): never => {
    const fault = storeFault(error, file);
    if (!fault) throw error;
    onFault?.(fault);
    throw fault;
  };
  const guarded = <A extends unknown[], R>(run: (...args: A) => R) =>
    function (this: unknown, ...args: A): R {
      try {
        return run.apply(this, args);
      } catch (error) {
        return fail(error);
      }
    };

  // The casts below give each wrapper its method's generic type back: a wrapper takes and answers exactly what the method does.
  const prepare = guarded(db.prepare.bind(db) as (source: string) => Statement<unknown[], unknown>);
  db.prepare = ((source: string) => guardStatement(prepare(source), guarded, fail)) as Database['prepare'];
  db.pragma = guarded(db.pragma.bind(db)) as Database['pragma'];
  db.exec = guarded(db.exec.bind(db)) as Database['exec'];
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const made = transaction(fn);
    const variants = { default: made, deferred: made.deferred, immediate: made.immediate, exclusive: made.exclusive };
    const wrapped = Object.fromEntries(Object.entries(variants).map(([name, run]) => [name, guarded(run)]));
    // better-sqlite3's own shape: each variant carries all of them, and the database.
    const properties = Object.fromEntries(
      [...Object.entries(wrapped), ['database', db] as const].map(([name, value]) => [name, { value }]),
    );
    for (const run of Object.values(wrapped)) Object.defineProperties(run, properties);
    return wrapped.default;
  }) as Database['transaction'];
  return db;
}

/** A statement whose runs, reads and iterations say a fault in words (guardConnection). */
function guardStatement<S extends Statement<unknown[], unknown>>(
  statement: S,
  guarded: <A extends unknown[], R>(run: (...args: A) => R) => (...args: A) => R,
  fail: (error: unknown) => never,
): S {
  // Own properties over the prototype's methods: pluck(), raw() and bind() answer the same object, still guarded.
  // Each cast gives a wrapper its method's generic type back (it takes and answers what the method does).
  statement.run = guarded(statement.run.bind(statement)) as S['run'];
  statement.get = guarded(statement.get.bind(statement)) as S['get'];
  statement.all = guarded(statement.all.bind(statement)) as S['all'];
  const iterate = guarded(statement.iterate.bind(statement));
  statement.iterate = ((...args: unknown[]) => {
    const rows = iterate(...args);
    return {
      next: () => {
        try {
          return rows.next();
        } catch (error) {
          return fail(error);
        }
      },
      return: (value?: unknown) => rows.return?.(value) ?? { done: true, value: undefined },
      [Symbol.iterator]() {
        return this;
      },
    };
  }) as S['iterate'];
  return statement;
}
