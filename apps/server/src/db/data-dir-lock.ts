import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";

/** Who holds an embedded database folder: written into its lock file. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(pgliteDir: string, owner: LockOwner) {
    super(
      `The shop is already running on DATA_DIR ${dirname(pgliteDir)} (pid ${owner.pid} on ${owner.host} ` +
        `since ${owner.since}); stop it first, or delete ${lockPathOf(pgliteDir)} if it does not run.`,
    );
    this.name = "DataDirInUseError";
  }
}

/** For the server: a DataDirInUseError ends the process with its one line, not a stack. */
export function exitIfInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** A held lock: release() removes its file (also done when the process exits). */
export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds, to tell its own from a crashed one's that had the same pid. */
const heldHere = new Set<string>();

/** The lock file beside PGlite's folder: inside DATA_DIR, but outside the database's own files. */
export const lockPathOf = (pgliteDir: string) => `${pgliteDir}.lock`;

/**
 * Takes the embedded database folder for this process (PGlite is one process's database), or
 * throws DataDirInUseError. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(pgliteDir: string): DataDirLock {
  const path = lockPathOf(pgliteDir);
  mkdirSync(dirname(path), { recursive: true });
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, me)) return held(path);
    const owner = readOwner(path);
    if (owner && isAlive(owner, path)) throw new DataDirInUseError(pgliteDir, owner);
    if (owner) console.warn(`Taking over ${path}: pid ${owner.pid} no longer runs`);
    removeIfUnchanged(path, owner);
  }
  throw new Error(`Could not take the lock ${path}`);
}

/**
 * Writes the owner to a file of our own, then links it to the lock's name: the link appears
 * atomically (it fails if the name exists, like O_EXCL), and always with its whole content.
 */
function tryCreate(path: string, owner: LockOwner): boolean {
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkQuietly(draft);
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as LockOwner;
  } catch {
    // Gone meanwhile (or not a lock of ours): nobody holds it.
    return null;
  }
}

/** A process on another host cannot be checked, so its lock counts as held. */
function isAlive(owner: LockOwner, path: string): boolean {
  if (owner.host !== hostname()) return true;
  // Our own pid in a lock we did not take: a container restarted after a crash.
  if (owner.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function removeIfUnchanged(path: string, seen: LockOwner | null): void {
  const now = readOwner(path);
  if (seen && now && (now.pid !== seen.pid || now.since !== seen.since)) return;
  unlinkQuietly(path);
}

function held(path: string): DataDirLock {
  const releaseAtExit = () => releaseIfOurs(path);
  process.on("exit", releaseAtExit);
  heldHere.add(path);
  return {
    release() {
      process.off("exit", releaseAtExit);
      heldHere.delete(path);
      releaseIfOurs(path);
    },
  };
}

function releaseIfOurs(path: string): void {
  if (readOwner(path)?.pid === process.pid) unlinkQuietly(path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
