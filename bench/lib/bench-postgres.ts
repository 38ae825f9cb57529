// A throwaway PostgreSQL database for a bench: dropped and created on an admin connection
// (BENCH_PG_ADMIN, default postgres://postgres@127.0.0.1:5432/postgres), dropped again at the end.
// Shared by bench/search and bench/dashboard; each uses its own database name, so two benches can
// run on the same server at once.
import pg from "pg";

export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Drops `name` if it exists, creates it empty and answers its connection string. */
export async function recreateDatabase(name: string, adminUrl = PG_ADMIN_URL): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** Drops `name`, ending any connection still open to it. */
export async function dropDatabase(name: string, adminUrl = PG_ADMIN_URL): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
