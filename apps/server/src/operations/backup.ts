import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import * as tar from "tar";
import type { Config } from "../config/env.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { openDatabase } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import { askRunningShop, withDatabase } from "./shop-access.ts";

/**
 * A backup is a plain tar: the database snapshot (PGlite's own gzipped tarball), media/ and
 * invoices/ (the PDFs of invoices and credit notes, which the shop must keep).
 */
const DATABASE_ENTRY = "database.tar.gz";
const FOLDERS = ["media", "invoices"];

const ON_POSTGRES =
  "On PostgreSQL, back up with pg_dump and copy DATA_DIR/media and DATA_DIR/invoices, or keep the MEDIA_S3_BUCKET bucket versioned (see docs/operations.md, Backups)";

/**
 * `npm run backup`: writes `file` with a consistent snapshot of the embedded database, taken by
 * the running shop when one runs (or by this command when none does), and the media and invoice
 * folders.
 */
export async function writeBackup(config: Config, file: string): Promise<void> {
  if (config.databaseUrl) throw new Error(ON_POSTGRES);
  const snapshot =
    (await askRunningShop(config, "GET", "/snapshot")) ?? (await snapshotHere(config));
  const staging = mkdtempSync(join(tmpdir(), "shop-backup-"));
  const partial = `${file}.partial`;
  try {
    writeFileSync(join(staging, DATABASE_ENTRY), snapshot);
    mkdirSync(dirname(file), { recursive: true });
    await tar.c({ file: partial, cwd: staging, portable: true }, [DATABASE_ENTRY]);
    const folders = FOLDERS.filter((folder) => existsSync(join(config.dataDir, folder)));
    if (folders.length > 0) {
      await tar.r({ file: partial, cwd: config.dataDir, portable: true }, folders);
    }
    renameSync(partial, file);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** The snapshot when no shop runs: this command opens the database, if there is one. */
function snapshotHere(config: Config): Promise<Buffer> {
  if (!existsSync(join(config.pgliteDir, "PG_VERSION"))) {
    return Promise.reject(new Error(`No database to back up in ${config.pgliteDir}`));
  }
  return withDatabase(config, (database) => database.snapshot());
}

export interface Restored {
  accounts: number;
  purchases: number;
  /** Where the database and media that were there before now are. */
  keptAside: string[];
}

/**
 * `npm run restore -- FILE`: replaces DATA_DIR's database, media and invoices with the backup's,
 * keeping the old ones aside (renamed with the date). Refuses while a shop runs on DATA_DIR.
 */
export async function restoreBackup(config: Config, file: string): Promise<Restored> {
  if (config.databaseUrl) throw new Error(ON_POSTGRES);
  const lock = lockDataDir(config.pgliteDir);
  // Unpacked inside DATA_DIR, so that moving it into place is a rename.
  const staging = mkdtempSync(join(config.dataDir, ".restore-"));
  try {
    await tar.x({ file, cwd: staging, strict: true });
    const counts = await loadSnapshot(join(staging, DATABASE_ENTRY), join(staging, "pglite"));
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const folders = FOLDERS.map((folder) => join(config.dataDir, folder));
    const keptAside = [config.pgliteDir, ...folders]
      .filter((path) => existsSync(path))
      .map((path) => keepAside(path, stamp));
    renameSync(join(staging, "pglite"), config.pgliteDir);
    for (const folder of FOLDERS) {
      const restored = join(staging, folder);
      if (existsSync(restored)) renameSync(restored, join(config.dataDir, folder));
    }
    return { ...counts, keptAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function loadSnapshot(snapshotFile: string, pgliteDir: string) {
  if (!existsSync(snapshotFile)) throw new Error(`Not a backup of this shop: no ${DATABASE_ENTRY}`);
  const pgliteSnapshot = new Blob([readFileSync(snapshotFile)]);
  const database = await openDatabase({ pgliteDir, pgliteSnapshot });
  try {
    return {
      accounts: await countRows(database.db, "users"),
      purchases: await countRows(database.db, "purchases"),
    };
  } finally {
    await database.close();
  }
}

async function countRows(db: Kysely<DB>, table: "users" | "purchases"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function keepAside(path: string, stamp: string): string {
  const aside = `${path}.before-restore-${stamp}`;
  renameSync(path, aside);
  return aside;
}
