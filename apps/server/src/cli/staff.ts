// The owner's door to the back office: `npm run staff -- add EMAIL --role owner` prints a
// one-time link to set the password (works while the shop runs, on either database).
import { loadConfig } from "../config/env.ts";
import { runStaffCommand } from "../operations/staff-command.ts";

try {
  for (const line of await runStaffCommand(loadConfig(), process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
