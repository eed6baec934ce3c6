import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverArguments } from "../apps/server/node-flags.mjs";

describe("the server's Node arguments (npm start, the bench, Lighthouse)", () => {
  it("are the flags, then the built server's path", () => {
    const args = serverArguments();
    expect(args.slice(0, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(args.at(-1)).toMatch(/\/apps\/server\/dist\/server\.js$/);
  });

  it("are flags this Node accepts", () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", "0"]);
    expect(run.status).toBe(0);
    expect(run.stderr.toString()).toBe("");
  });
});
