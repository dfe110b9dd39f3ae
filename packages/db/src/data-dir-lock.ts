import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Lisan process (pid ${holderPid}). ` +
        'Two processes on one embedded database would each see only their own writes and lose data. ' +
        `Stop process ${holderPid} first, or give this one its own DATA_DIR.`,
    );
  }
}

const LOCK_FILE = 'lisan.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process: `<dataDir>/lisan.lock`, created exclusively, holds our pid. A lock whose
 * process is gone (a crash, kill -9) is taken over; our own pid in it is a leftover too (a container restarted
 * with the same pid). Answers the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(file) === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== undefined && holder !== process.pid && alive(holder))
      throw new DataDirLockedError(dataDir, holder);
    // Stale (or half-written by a process that died at once): remove it and try again to create ours.
    try {
      unlinkSync(file);
    } catch {
      // Another starting process removed it first; the next attempt decides.
    }
  }
  const holder = holderOf(file) ?? 0;
  throw new DataDirLockedError(dataDir, holder);
}
