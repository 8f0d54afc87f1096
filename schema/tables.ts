import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Timestamps are Unix seconds, as SQLite's unixepoch() gives them.
const now = sql`(unixepoch())`;

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    password: text("password").notNull(),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp" }).notNull().default(now),
  },
  // Usernames are unique regardless of case: "Ada" and "ada" are one account to a teacher.
  (t) => [uniqueIndex("users_username_nocase").on(sql`lower(${t.username})`)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the session token (base64url); the token itself is never stored.
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).$type<SessionRecord>().notNull(),
    expire: integer("expire", { mode: "timestamp" }).notNull(),
  },
  (t) => [index("sessions_expire").on(t.expire)],
);

export const apiCalls = sqliteTable(
  "api_calls",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    timestamp: integer("timestamp", { mode: "timestamp" }).notNull().default(now),
    success: integer("success", { mode: "boolean" }).notNull(),
  },
  (t) => [index("api_calls_user").on(t.userId)],
);

export interface SessionRecord {
  userId: number;
  /** Unix seconds when the session was created (absolute expiry is counted from here). */
  createdAt: number;
}

export type UserRow = typeof users.$inferSelect;
