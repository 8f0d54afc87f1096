import { app } from "./app";
import { pruneExpiredSessions } from "./auth/sessions";
import { createDb } from "./db";
import { pruneRateLimits } from "./limits/rate-limit";

export default {
  fetch: app.fetch,
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    const removed = await pruneExpiredSessions(db);
    await pruneRateLimits(db);
    console.log(JSON.stringify({ level: "info", task: "prune-sessions", removed }));
  },
} satisfies ExportedHandler<Env>;
