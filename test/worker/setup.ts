import { applyD1Migrations, env } from "cloudflare:test";
import { vi } from "vitest";

// All test files share one workerd (vitest.config.ts: isolate false; starting one per file cost
// about 3 s a file). Before each file this gives it what a workerd of its own gave it: modules
// evaluated afresh (no module state, such as the first-admin flag, carried over) and empty storage.
vi.resetModules();

/** Empties every table (ids start again at 1) and the session KV. */
async function emptyStorage() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  if (results.length > 0) {
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
      ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
      ...((await env.DB.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first()) ? [env.DB.prepare("DELETE FROM sqlite_sequence")] : []),
    ]);
  }
  for (let cursor: string | undefined; ; ) {
    const page: KVNamespaceListResult<unknown> = await env.SESSIONS.list({ cursor });
    await Promise.all(page.keys.map(({ name }) => env.SESSIONS.delete(name)));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
}

await emptyStorage();
// Idempotent: the first file creates the tables, the others find them there.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
