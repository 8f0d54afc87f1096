import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../../schema/tables";
import type { Db } from "../db";
import { Limited } from "../domain-errors";
import { clear, hit, type Rule } from "../limits/rate-limit";

// OWASP ASVS 2.2.1: failed sign-ins are limited per account and, separately, per client.
export const PER_USERNAME: Rule = { limit: 5, seconds: 15 * 60 };
export const PER_CLIENT: Rule = { limit: 20, seconds: 15 * 60 };

const keys = (username: string, client: string) => ({
  user: `login:user:${username.trim().toLowerCase()}`,
  client: `login:ip:${client}`,
});

/**
 * Counts the attempt before the password is checked, so a burst of parallel guesses cannot slip
 * past the limit; a success is taken back out of the counts (see `loginSucceeded`).
 */
export async function admitLoginAttempt(db: Db, username: string, client: string) {
  const k = keys(username, client);
  const [u, c] = await Promise.all([hit(db, k.user, PER_USERNAME), hit(db, k.client, PER_CLIENT)]);
  const over = [u.count > PER_USERNAME.limit ? u : null, c.count > PER_CLIENT.limit ? c : null].filter((x) => x !== null);
  if (over.length > 0) {
    const retryAfter = Math.max(...over.map((x) => x.retryAfter));
    const minutes = Math.ceil(retryAfter / 60);
    throw new Limited(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      retryAfter,
    );
  }
}

/** A success resets the username's count and does not count against the client. */
export async function loginSucceeded(db: Db, username: string, client: string) {
  const k = keys(username, client);
  await Promise.all([
    clear(db, k.user),
    db.update(rateLimits).set({ count: sql`max(${rateLimits.count} - 1, 0)` }).where(eq(rateLimits.key, k.client)),
  ]);
}
