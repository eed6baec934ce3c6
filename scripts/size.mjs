// `npm run size`: the home page's first-load JavaScript, gzipped, per file and in all, from the
// built storefront (apps/web/dist), then the parts the page fetches beside it; exits 1 when the
// first load is above the budget (scripts/first-load.mjs).
import { fileURLToPath } from "node:url";
import { firstLoad } from "./first-load.mjs";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const { files, total, parts, partsTotal, budgetBytes, over } = firstLoad(dist);
for (const { file, gzipBytes } of files) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(`${kb(total).padStart(10)}  home first load, gzipped (budget ${kb(budgetBytes)})`);
for (const { file, gzipBytes } of parts) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
console.log(
  `${kb(partsTotal).padStart(10)}  home parts fetched beside it (the carousels), outside the budget`,
);
if (over) {
  console.error(`Over budget by ${kb(total - budgetBytes)}: see what the first load carries.`);
  process.exit(1);
}
