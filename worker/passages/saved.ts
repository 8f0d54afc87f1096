import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { GenerationResponse } from "../../schema/passages";
import type { SavedPassage, SavedPassageList } from "../../schema/saved-passages";
import { passages } from "../../schema/tables";
import type { TextStructure } from "../../schema/topics";
import type { Db } from "../db";
import type { Profile } from "../../schema/reader";
import { Refused } from "../domain-errors";
import { analyzePassage, levelReader, readerFor, type Level, type Reader } from "../phonics";
import type { GenerateInput } from "./generate";
import { toResponse } from "./respond";

// My Passages: every passage a teacher was given, theirs alone (another owner's id is "not found").

type Row = typeof passages.$inferSelect;

/** The row that saves a passage a teacher was given (its id is the answer's id), to run or batch. */
export function passageInsert(db: Db, userId: number, input: GenerateInput, answer: GenerationResponse & { id: string }, reader: Profile) {
  const now = Date.now();
  const data = answer.structuredData;
  return db.insert(passages).values({
    id: answer.id,
    userId,
    level: data?.level ?? 0,
    topic: input.topic,
    context: input.additionalContext,
    structure: data?.text_structure ?? null,
    articleId: answer.article?.id ?? null,
    title: data?.title ?? "",
    content: answer.content,
    writer: answer.model ?? "",
    details: {
      terms: data?.high_level_terms_bolded ?? [],
      questions: data?.questions,
      notes: answer.notes,
      article: answer.article,
      reader,
    },
    createdAt: now,
    updatedAt: now,
  });
}

/** Which of these articles the teacher got lately at this level, newest first (for variety). */
export async function recentArticles(db: Db, userId: number, articleIds: string[], level: Level): Promise<string[]> {
  if (articleIds.length === 0) return [];
  const rows = await db
    .select({ articleId: passages.articleId })
    .from(passages)
    .where(and(eq(passages.userId, userId), eq(passages.level, level), inArray(passages.articleId, articleIds)))
    .orderBy(desc(passages.createdAt), desc(passages.id))
    .limit(articleIds.length * 2);
  return [...new Set(rows.map((r) => r.articleId!))];
}

const cursorOf = (r: { createdAt: number; id: string }) => `${r.createdAt}_${r.id}`;

/** Newest first, `limit` at a time; `cursor` continues after the previous page. */
export async function listPassages(db: Db, userId: number, limit: number, cursor?: string): Promise<SavedPassageList> {
  const after = cursor?.split("_");
  const older = after
    ? or(lt(passages.createdAt, Number(after[0])), and(eq(passages.createdAt, Number(after[0])), lt(passages.id, after[1]!)))
    : undefined;
  const rows = await db
    .select({ id: passages.id, title: passages.title, level: passages.level, topic: passages.topic, createdAt: passages.createdAt })
    .from(passages)
    .where(and(eq(passages.userId, userId), older))
    .orderBy(desc(passages.createdAt), desc(passages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    passages: page.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    nextCursor: rows.length > limit ? cursorOf(page.at(-1)!) : null,
  };
}

async function ownRow(db: Db, userId: number, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(passages)
    .where(and(eq(passages.id, id), eq(passages.userId, userId)));
  return row;
}

/** The saved passage with the engine's analysis made now, so engine fixes reach old passages. */
export async function getPassage(db: Db, userId: number, id: string): Promise<SavedPassage | undefined> {
  const row = await ownRow(db, userId, id);
  if (!row) return undefined;
  const level = row.level as Level;
  const { terms, questions, notes, article, reader: saved } = row.details;
  const structure = (row.structure ?? undefined) as TextStructure | undefined;
  const reader = savedReader(saved, level);
  const answer = toResponse(
    { title: row.title, content: row.content, terms, raw: null, structure, questions, notes, article },
    analyzePassage(row.content, reader, terms),
    { reader, topic: row.topic, model: row.writer, raw: null, id: row.id },
  );
  return {
    ...answer,
    request: {
      readingLevel: `level${level}`,
      topic: row.topic,
      additionalContext: row.context,
      ...(structure ? { textStructure: structure } : {}),
      ...(saved ? { ...saved } : {}),
    },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The reader a passage was saved for; our level when it has none or a deploy retired its sequence. */
function savedReader(saved: Profile | undefined, level: Level): Reader {
  if (!saved) return levelReader(level);
  try {
    return readerFor(saved);
  } catch (e) {
    if (e instanceof Refused) return levelReader(level);
    throw e;
  }
}

/** Renames the teacher's passage; false when they have none with that id. */
export async function renamePassage(db: Db, userId: number, id: string, title: string): Promise<boolean> {
  const done = await db
    .update(passages)
    .set({ title, updatedAt: Date.now() })
    .where(and(eq(passages.id, id), eq(passages.userId, userId)))
    .returning({ id: passages.id });
  return done.length > 0;
}

/** Deletes the teacher's passage; false when they have none with that id. */
export async function deletePassage(db: Db, userId: number, id: string): Promise<boolean> {
  const done = await db
    .delete(passages)
    .where(and(eq(passages.id, id), eq(passages.userId, userId)))
    .returning({ id: passages.id });
  return done.length > 0;
}
