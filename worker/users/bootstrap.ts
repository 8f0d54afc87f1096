import { sql } from "drizzle-orm";
import { users } from "../../schema/tables";
import type { Db } from "../db";
import { hashPassword } from "../auth/passwords";

// Once an isolate has seen a user in the table it never looks again; the flag is only a shortcut,
// the INSERT below is guarded in SQL so two isolates cannot both create an admin.
let someoneExists = false;

/**
 * First run: when no user exists yet, create the administrator named by ADMIN_USERNAME (default
 * "admin") with ADMIN_PASSWORD. Without a password nothing is created.
 */
export async function ensureAdmin(db: Db, env: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD">) {
  if (someoneExists) return;
  const any = await db.select({ id: users.id }).from(users).limit(1).get();
  if (any) {
    someoneExists = true;
    return;
  }
  const password = env.ADMIN_PASSWORD;
  if (!password) return;
  const username = env.ADMIN_USERNAME?.trim() || "admin";
  const hash = await hashPassword(password);
  await db.run(
    sql`INSERT INTO users (username, password, is_admin)
        SELECT ${username}, ${hash}, 1 WHERE NOT EXISTS (SELECT 1 FROM users)`,
  );
  someoneExists = true;
}
