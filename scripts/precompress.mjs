// `node scripts/precompress.mjs <dist>` (run by the storefront's and back office's builds after
// `vite build`): writes NAME.br and NAME.gz beside every text asset, at the best compression, once,
// so the server (@fastify/static `preCompressed`) sends them as they are to whoever accepts them.
import { readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);
/** Smaller files gain too little for a second request to the disk. */
export const MIN_BYTES = 1024;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Vite's manifest (.vite/) is for the build, not served.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

/** Writes the .br and .gz of each text file of `dist` worth compressing; answers their paths. */
export function precompress(dist) {
  const done = [];
  for (const path of textFiles(dist)) {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    done.push(path);
  }
  return done;
}

// Run as a script (the builds), not imported (its test).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? "dist");
  console.log(`precompressed ${precompress(dist).length} files in ${dist} (brotli and gzip)`);
}
