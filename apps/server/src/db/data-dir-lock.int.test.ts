import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockPathOf } from "./data-dir-lock.ts";
import { openDatabase } from "./database.ts";

const pgliteDir = join(mkdtempSync(join(tmpdir(), "shop-lock-")), "pglite");
const lockFile = lockPathOf(pgliteDir);

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid as number;
}

const opened: Array<{ close(): Promise<void> }> = [];
afterAll(() => Promise.all(opened.map((database) => database.close().catch(() => undefined))));

describe("the embedded database folder is one process's", () => {
  it("refuses a second open of the same folder, naming the owner's pid", async () => {
    const first = await openDatabase({ pgliteDir });
    opened.push(first);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(
      new RegExp(`already running on DATA_DIR .* \\(pid ${process.pid} `),
    );
    await first.close();
    opened.pop();
  });

  it("removes the lock on close", () => {
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses while another live process holds the folder", async () => {
    const owner = { pid: process.ppid, host: hostname(), since: "2026-01-01" };
    writeFileSync(lockFile, JSON.stringify(owner));
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(`(pid ${process.ppid} `);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toEqual(owner);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const pid = deadPid();
    writeFileSync(lockFile, JSON.stringify({ pid, host: hostname(), since: "2026-01-01" }));
    const database = await openDatabase({ pgliteDir });
    opened.push(database);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    await database.close();
    opened.pop();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("takes no lock for an in-memory database", async () => {
    const database = await openDatabase({});
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
