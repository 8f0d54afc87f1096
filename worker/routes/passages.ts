import { Hono } from "hono";
import { levelInfo } from "../../schema/levels";
import { analyzeRequestSchema, readingRequestSchema } from "../../schema/passages";
import type { AppEnv } from "../context";
import { consume } from "../limits/rate-limit";
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

// Mounted at /api itself, so the sign-in check goes on each route: a bare use() here would cover
// every /api path, unknown ones included.
export const passageRoutes = new Hono<AppEnv>()
  .post("/gpt", requireUser, validate("json", readingRequestSchema), async (c) => {
    const user = currentUser(c);
    await consume(c.var.db, `gpt:user:${user.id}`, perMinute(c.env.GENERATION_RATE_LIMIT, 20), TOO_MANY);
    const { sequence, step, add, remove, allowedWords, ...input } = c.req.valid("json");
    const db = c.var.db;
    const level = levelInfo(input.readingLevel).number as Level;
    const choice = await requestChoice(db, user.id, level, { sequence, step, add, remove, allowedWords });
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
    await consume(c.var.db, `analyze:user:${user.id}`, perMinute(undefined, 120), TOO_MANY.replace("making passages", "checking passages"));
    const { text, readingLevel, terms, ...readerRequest } = c.req.valid("json");
    const level = levelInfo(readingLevel).number as Level;
    const reader = readerFor(await requestChoice(c.var.db, user.id, level, readerRequest));
    const analysis = analyzePassage(text, reader, terms);
    const violations = analysis.violations.map((v) => ({ ...v, suggestions: swapsFor(v.word, reader) }));
    return c.json({ level: reader.level, reader: readerInfo(reader), ...analysis, violations }, 200);
  });
