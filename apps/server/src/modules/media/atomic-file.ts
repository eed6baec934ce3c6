import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Writes a file aside (a hidden name, never served) then renames it into place, so a reader never
 * sees half a file and a crash leaves at most a stray temporary file. Two writers of the same file
 * each use their own temporary name.
 */
export async function writeFileAtomically(file: string, content: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(
    dirname(file),
    `.${basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
