import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ArticleRef, ComprehensionQuestion } from "./passages";
import type { Profile } from "./reader";

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
    // Unix seconds. Sessions created before it are void: a password change or demotion ends them
    // even where a KV copy of the session has not yet been deleted everywhere.
    sessionsValidAfter: integer("sessions_valid_after").notNull().default(0),
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

/**
 * Fixed-window counters for rate limits that outlive an isolate (login attempts per username and
 * per client, generations per user). Cloudflare's rate-limit binding only counts 10 s or 60 s
 * windows; brute-force protection needs 15 minutes.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window").on(t.windowStart)],
);

/**
 * Every passage a teacher was given (My Passages). The analysis is not stored: it is recomputed
 * by the engine when a passage is read again. Times are Unix milliseconds, so one teacher's
 * passages order exactly even within a second.
 */
export const passages = sqliteTable(
  "passages",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    topic: text("topic").notNull(),
    context: text("context").notNull(),
    structure: text("structure"),
    /** The built-in article that wrote it (null for an AI writer). */
    articleId: text("article_id"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    writer: text("writer").notNull(),
    details: text("details", { mode: "json" }).$type<PassageDetails>().notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("passages_user_created").on(t.userId, t.createdAt)],
);

/**
 * Each teacher's reader (GET/PUT /api/profile): the sequence and step their class has reached,
 * patterns switched on or off on top of it, and words already taught. One row per teacher.
 */
export const profiles = sqliteTable("profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sequence: text("sequence").notNull(),
  step: integer("step").notNull(),
  add: text("add", { mode: "json" }).$type<string[]>().notNull(),
  remove: text("remove", { mode: "json" }).$type<string[]>().notNull(),
  allowedWords: text("allowed_words", { mode: "json" }).$type<string[]>().notNull(),
  /** Unix milliseconds. */
  updatedAt: integer("updated_at").notNull(),
});

/** What a saved passage needs besides its text to be shown again with every export. */
export interface PassageDetails {
  terms: string[];
  questions?: ComprehensionQuestion[];
  notes?: string[];
  article?: ArticleRef;
  /** The reader it was written for (absent: our level `level`, as before readers existed). */
  reader?: Profile;
}

export interface SessionRecord {
  userId: number;
  /** Unix seconds when the session was created (absolute expiry is counted from here). */
  createdAt: number;
}

export type UserRow = typeof users.$inferSelect;
