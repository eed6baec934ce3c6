// `npm run dev`: the API with reload on change, and Vite's dev servers in front of it: the
// storefront on http://localhost:5173, the back office on http://localhost:5174/admin/.
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/server.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@shop/web"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@shop/admin"], { cwd: root, stdio: "inherit" }),
];
function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
