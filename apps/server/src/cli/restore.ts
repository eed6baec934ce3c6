// `npm run restore -- FILE`: puts a backup's database and media in DATA_DIR (the shop stopped).
import { resolve } from "node:path";
import { loadConfig } from "../config/env.ts";
import { restoreBackup } from "../operations/backup.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- FILE");
  process.exit(1);
}
try {
  const restored = await restoreBackup(loadConfig(), resolve(file));
  console.log(
    `Restored ${file}: ${restored.accounts} accounts, ${restored.purchases} purchases.` +
      restored.keptAside.map((path) => `\nThe previous data is kept in ${path}`).join(""),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
