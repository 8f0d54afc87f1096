import { apiCalls } from "../../schema/tables";
import type { Db } from "../db";

/** One row per generation attempt, so the admin's "Generated Responses" counts real use. */
export async function recordCall(db: Db, userId: number, endpoint: string, success: boolean) {
  await db.insert(apiCalls).values({ userId, endpoint, success });
}
