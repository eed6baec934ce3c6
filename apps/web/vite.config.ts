import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (read by `npm run size`).
    manifest: true,
    rollupOptions: {
      output: {
        // The libraries change less often than our code: a separate chunk stays cached across releases.
        manualChunks: {
          react: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom"],
          query: ["@tanstack/react-query"],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
    },
  },
  preview: { port: 5173 },
});
