import { eq, lt, sql } from "drizzle-orm";
import { sessions, type SessionRecord } from "../../schema/tables";
import type { Db } from "../db";
import { hashToken, newToken } from "./tokens";

// D1 is the source of truth for sessions; KV holds a copy under the same key for fast reads at
// the edge. Only the SHA-256 of the browser's token is ever stored.

const IDLE_SECONDS = 2 * 24 * 3600;
// A session's expiry slides forward on use, but at most once an hour, so reads stay reads.
const TOUCH_EVERY_SECONDS = 3600;
const KV_MIN_TTL = 60;

export interface SessionSettings {
  kv: KVNamespace;
  db: Db;
  /** Absolute lifetime from sign-in, whatever the activity. */
  absoluteSeconds: number;
  now?: () => number;
}

interface CachedSession extends SessionRecord {
  /** Unix seconds. */
  expire: number;
}

export interface LiveSession {
  sid: string;
  userId: number;
  /** Unix seconds of sign-in. */
  createdAt: number;
  expire: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function expiryFor(s: SessionSettings, createdAt: number, now: number): number {
  return Math.min(createdAt + s.absoluteSeconds, now + IDLE_SECONDS);
}

async function cache(s: SessionSettings, sid: string, value: CachedSession, now: number) {
  await s.kv.put(sid, JSON.stringify(value), { expirationTtl: Math.max(KV_MIN_TTL, value.expire - now) });
}

export async function createSession(s: SessionSettings, userId: number) {
  const now = (s.now ?? nowSeconds)();
  const token = newToken();
  const sid = await hashToken(token);
  const record: CachedSession = { userId, createdAt: now, expire: expiryFor(s, now, now) };
  await s.db.insert(sessions).values({
    sid,
    sess: { userId, createdAt: now },
    expire: new Date(record.expire * 1000),
  });
  try {
    await cache(s, sid, record, now);
  } catch (e) {
    // No half-made session: without its KV copy the sign-in fails, so its D1 row goes too.
    await s.db.delete(sessions).where(eq(sessions.sid, sid));
    throw e;
  }
  return { token, sid, expire: record.expire };
}

async function load(s: SessionSettings, sid: string): Promise<{ record: CachedSession; fromKv: boolean } | null> {
  const cached = await s.kv.get<CachedSession>(sid, "json");
  if (cached) return { record: cached, fromKv: true };
  const row = await s.db.select().from(sessions).where(eq(sessions.sid, sid)).get();
  if (!row) return null;
  return { record: { ...row.sess, expire: Math.floor(row.expire.getTime() / 1000) }, fromKv: false };
}

/** The live session a cookie's token names, or null. Refills KV from D1 and slides the idle expiry. */
export async function readSession(s: SessionSettings, token: string): Promise<LiveSession | null> {
  const now = (s.now ?? nowSeconds)();
  const sid = await hashToken(token);
  const found = await load(s, sid);
  if (!found || found.record.expire <= now) return null;
  const { record } = found;
  const renewed = expiryFor(s, record.createdAt, now);
  const touch = renewed - record.expire >= TOUCH_EVERY_SECONDS;
  if (touch) {
    await s.db.update(sessions).set({ expire: new Date(renewed * 1000) }).where(eq(sessions.sid, sid));
    record.expire = renewed;
  }
  // KV is written only when it missed or the expiry moved: KV writes are the scarce resource.
  if (touch || !found.fromKv) await cache(s, sid, record, now);
  return { sid, userId: record.userId, createdAt: record.createdAt, expire: record.expire };
}

export async function deleteSession(s: SessionSettings, sid: string) {
  await s.db.delete(sessions).where(eq(sessions.sid, sid));
  await s.kv.delete(sid);
}

/** Signs a user out everywhere (password change, demotion, deletion). */
export async function deleteUserSessions(s: SessionSettings, userId: number) {
  const rows = await s.db
    .delete(sessions)
    .where(sql`json_extract(${sessions.sess}, '$.userId') = ${userId}`)
    .returning({ sid: sessions.sid });
  await Promise.all(rows.map((r) => s.kv.delete(r.sid)));
}

/** Removes expired rows from D1 (KV entries expire on their own). Returns how many went. */
export async function pruneExpiredSessions(db: Db, now = nowSeconds()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date(now * 1000)))
    .returning({ sid: sessions.sid });
  return gone.length;
}
