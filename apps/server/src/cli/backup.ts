// `npm run backup [-- FILE]`: the embedded database and the media in one file, shop running or not.
import { resolve } from "node:path";
import { loadConfig } from "../config/env.ts";
import { writeBackup } from "../operations/backup.ts";

const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
const file = resolve(process.argv[2] ?? `backups/shop-${stamp}.tar`);
try {
  const config = loadConfig();
  await writeBackup(config, file);
  console.log(`Backup written to ${file}`);
  if (config.mediaS3) {
    console.log(
      `The pictures are in the S3 bucket ${config.mediaS3.bucket}, not in this file: keep them with the bucket's own versioning or replication.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
