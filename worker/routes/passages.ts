import { Hono } from "hono";
import { levelInfo } from "../../schema/levels";
import { analyzeRequestSchema, readingRequestSchema } from "../../schema/passages";
import type { AppEnv } from "../context";
import { countOf, hitStatement, refuseOver, type Rule } from "../limits/rate-limit";
import type { Db } from "../db";
import { profileOf, profileQuery } from "../profiles/profiles";
import { currentUser, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { analyzePassage, readerFor, readerInfo, type Level } from "../phonics";
import { requestChoice } from "../profiles/request-reader";
import { generatePassage } from "../passages/generate";
import { callRecord, recordCall } from "../passages/record";
import { passageInsert, recentArticles } from "../passages/saved";
import { topicSummaries } from "../passages/articles/catalog";
import { swapsFor } from "../checker/swaps";

const perMinute = (value: string | undefined, fallback: number) => ({
  limit: Number.parseInt(value ?? "", 10) > 0 ? Number.parseInt(value!, 10) : fallback,
  seconds: 60,
});
const GPT = "/api/gpt";
const TOO_MANY = "You are making passages very quickly. Please wait a minute and try again.";

/**
 * Counts the request against the teacher's limit and reads their saved reader in one D1 round
 * trip, then refuses a request past the limit.
 */
async function countAndProfile(db: Db, userId: number, key: string, rule: Rule, message: string) {
  const [counted, saved] = await db.batch([hitStatement(db, key, rule), profileQuery(db, userId)]);
  refuseOver(countOf(counted, rule), rule, message);
  return profileOf(saved);
}

// Mounted at /api itself, so the sign-in check goes on each route: a bare use() here would cover
// every /api path, unknown ones included.
export const passageRoutes = new Hono<AppEnv>()
  .post("/gpt", requireUser, validate("json", readingRequestSchema), async (c) => {
    const user = currentUser(c);
    const db = c.var.db;
    const saved = await countAndProfile(db, user.id, `gpt:user:${user.id}`, perMinute(c.env.GENERATION_RATE_LIMIT, 20), TOO_MANY);
    const { sequence, step, add, remove, allowedWords, ...input } = c.req.valid("json");
    const level = levelInfo(input.readingLevel).number as Level;
    const choice = requestChoice(level, { sequence, step, add, remove, allowedWords }, saved);
    let answer;
    try {
      answer = await generatePassage(c.env, input, readerFor(choice), (ids, l) => recentArticles(db, user.id, ids, l));
    } catch (e) {
      await recordCall(db, user.id, GPT, false);
      throw e;
    }
    // Saved and counted in one batch: a passage is in My Passages exactly when its call counts.
    await db.batch([passageInsert(db, user.id, input, answer, choice), callRecord(db, user.id, GPT, true)]);
    return c.json(answer, 200);
  })
  .get("/topics", (c) => c.json({ topics: topicSummaries() }, 200))
  .post("/analyze", requireUser, validate("json", analyzeRequestSchema), async (c) => {
    const user = currentUser(c);
    const message = TOO_MANY.replace("making passages", "checking passages");
    const saved = await countAndProfile(c.var.db, user.id, `analyze:user:${user.id}`, perMinute(undefined, 120), message);
    const { text, readingLevel, terms, ...readerRequest } = c.req.valid("json");
    const level = levelInfo(readingLevel).number as Level;
    const reader = readerFor(requestChoice(level, readerRequest, saved));
    const analysis = analyzePassage(text, reader, terms);
    const violations = analysis.violations.map((v) => ({ ...v, suggestions: swapsFor(v.word, reader) }));
    return c.json({ level: reader.level, reader: readerInfo(reader), ...analysis, violations }, 200);
  });
