// node scripts/ci-database.mjs create|drop <admin postgres URL> <database name>
import pg from "pg";

const [action, adminUrl, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !adminUrl || !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: ci-database.mjs create|drop <admin-url> <name>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
await client.query(
  action === "create" ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
);
await client.end();
