import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

// The back office is served by the shop's server under /admin, apart from the storefront's build.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // The libraries change less often than our code: separate chunks stay cached across releases.
        manualChunks: {
          react: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom"],
          query: ["@tanstack/react-query"],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
    },
  },
  preview: { port: 5174 },
});
