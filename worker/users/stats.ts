import { count, eq, sql } from "drizzle-orm";
import type { StatsResponse } from "../../schema/users";
import { apiCalls, users } from "../../schema/tables";
import type { Db } from "../db";

/** The admin panel's numbers: generation attempts (and successes) and accounts (and admins). */
export async function usageStats(db: Db): Promise<StatsResponse> {
  const [all, ok, people] = await Promise.all([
    db.select({ n: count() }).from(apiCalls).get(),
    db.select({ n: count() }).from(apiCalls).where(eq(apiCalls.success, true)).get(),
    db.select({ total: count(), admins: sql<number>`coalesce(sum(${users.isAdmin}), 0)` }).from(users).get(),
  ]);
  return {
    totalApiCalls: all?.n ?? 0,
    successfulApiCalls: ok?.n ?? 0,
    totalUsers: people?.total ?? 0,
    adminUsers: Number(people?.admins ?? 0),
  };
}
