import { app } from "./app";
import { pruneExpiredSessions } from "./auth/sessions";
import { createDb } from "./db";

export default {
  fetch: app.fetch,
  async scheduled(_controller, env) {
    const removed = await pruneExpiredSessions(createDb(env.DB));
    console.log(JSON.stringify({ level: "info", task: "prune-sessions", removed }));
  },
} satisfies ExportedHandler<Env>;
