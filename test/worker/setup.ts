import { applyD1Migrations, env } from "cloudflare:test";

// Idempotent, so it is safe to run before every test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
