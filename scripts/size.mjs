// `npm run size`: the home page's first-load JavaScript, gzipped, per file and in all, from the
// built storefront (apps/web/dist); exits 1 above the budget (scripts/first-load.mjs).
import { fileURLToPath } from "node:url";
import { firstLoad } from "./first-load.mjs";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const { files, total, budgetBytes, over } = firstLoad(dist);
for (const { file, gzipBytes } of files) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(`${kb(total).padStart(10)}  home first load, gzipped (budget ${kb(budgetBytes)})`);
if (over) {
  console.error(`Over budget by ${kb(total - budgetBytes)}: see what the first load carries.`);
  process.exit(1);
}
