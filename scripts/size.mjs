// `npm run size`: the home page's first-load JavaScript, gzipped, per file and in all, from the
// built storefront (apps/web/dist), then the parts the page fetches beside it, then what an English
// home page loads besides; exits 1 when either first load is above its budget
// (scripts/first-load.mjs).
import { fileURLToPath } from "node:url";
import { firstLoad } from "./first-load.mjs";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const { files, total, parts, partsTotal, budgetBytes, english, over } = firstLoad(dist);
for (const { file, gzipBytes } of files) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(`${kb(total).padStart(10)}  home first load, gzipped (budget ${kb(budgetBytes)})`);
for (const { file, gzipBytes } of parts) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(
  `${kb(partsTotal).padStart(10)}  home parts fetched beside it (the carousels), outside the budget`,
);
for (const { file, gzipBytes } of english.files)
  console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(
  `${kb(english.total).padStart(10)}  English home first load, with its texts (budget ${kb(english.budgetBytes)})`,
);
if (over) {
  console.error("Over budget: see what the first load carries.");
  process.exit(1);
}
