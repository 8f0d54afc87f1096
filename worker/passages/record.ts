import { apiCalls } from "../../schema/tables";
import type { Db } from "../db";

/** The row that counts one generation attempt (the admin's "Generated Responses"), to run or batch. */
export function callRecord(db: Db, userId: number, endpoint: string, success: boolean) {
  return db.insert(apiCalls).values({ userId, endpoint, success });
}

export async function recordCall(db: Db, userId: number, endpoint: string, success: boolean) {
  await callRecord(db, userId, endpoint, success);
}
