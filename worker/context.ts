import type { UserRow } from "../schema/tables";
import type { Db } from "./db";

/** What every handler finds on the Hono context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    /** Set by the session middleware: the signed-in user, freshly read from D1, or null. */
    user: UserRow | null;
    /** The hashed session id of the request's cookie, when it names a live session. */
    sessionId: string | null;
  };
}
