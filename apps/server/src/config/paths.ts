import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
function findRepoRoot(start: string): string {
  let dir = start;
  while (dirname(dir) !== dir) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) {
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error(`No workspace root above ${start}`);
}

export const repoRoot = findRepoRoot(import.meta.dirname);
export const webDistDir = join(repoRoot, "apps/web/dist");
export const webServerEntry = join(repoRoot, "apps/web/dist-server/entry-server.js");
export const adminDistDir = join(repoRoot, "apps/admin/dist");
/** Where this machine keeps the demo pictures it has encoded (see demo-picture-cache.ts). */
export const demoPictureCacheDir = join(repoRoot, "node_modules/.cache/demo-pictures");
