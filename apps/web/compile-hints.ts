import type { Plugin } from "vite";

/** V8's explicit compile hint (Chromium 136 on): a file starting with it is compiled whole. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Starts every chunk of the storefront with V8's compile hint: Chromium then compiles the
 * chunk's functions as it streams the file in, on a background thread, instead of each one on the
 * main thread at its first call, which is when the page comes alive and a tap waits (the product
 * page's longest task on a phone went from 15 to 9 ms of CPU; docs/benchmarks.md). Each chunk is
 * a page, a part or a library the page that loads it runs at once. Other browsers ignore the
 * comment. Added last, after minifying (which would strip it) and Vite's own additions; the hint
 * is the same in every chunk, so a file's hashed name still follows its content.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite's own, which puts the dynamic imports' preload list first in a chunk.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = COMPILE_HINT + output.code;
        }
      },
    },
  };
}
