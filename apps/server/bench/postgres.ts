import pg from "pg";

/** Runs `work` with one connection to `url`, closed afterwards. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the bench's own on the server of `adminUrl`, made for `work` (given its URL) and
 * dropped afterwards however `work` ends.
 */
export async function withScratchDatabase<T>(
  adminUrl: string,
  label: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `shop_bench_${label}_${process.pid}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
