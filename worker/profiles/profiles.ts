/**
 * Each teacher's reader, saved in D1 (`profiles`, one row per teacher, deleted with the user):
 * the sequence and step their class has reached, patterns switched on or off on top of it, and
 * words already taught (students' names, pre-taught words).
 */
import { eq } from "drizzle-orm";
import { DEFAULT_PROFILE, type ProfileAnswer } from "../../schema/profile";
import type { Profile } from "../../schema/reader";
import { profiles } from "../../schema/tables";
import type { Db } from "../db";
import { isPatternId, readerFor, sequenceById } from "../phonics";

/**
 * The teacher's saved reader, or null when they have saved none. A reader saved before a deploy
 * changed the sequences or patterns is made usable again (see `usable`), so a passage route never
 * refuses a teacher for what they saved.
 */
export async function loadProfile(db: Db, userId: number): Promise<Profile | null> {
  return profileOf(await profileQuery(db, userId));
}

/** The read of a teacher's saved reader (to run, or to batch with a route's other statements). */
export function profileQuery(db: Db, userId: number) {
  return db.select().from(profiles).where(eq(profiles.userId, userId));
}

/** The saved reader from what profileQuery returned, made usable (see `usable`), or null. */
export function profileOf(rows: readonly (typeof profiles.$inferSelect)[]): Profile | null {
  const row = rows[0];
  if (!row) return null;
  return usable({ sequence: row.sequence, step: row.step, add: row.add, remove: row.remove, allowedWords: row.allowedWords });
}

/** GET /api/profile: the saved reader, or the default one with `saved: false`. */
export async function readProfile(db: Db, userId: number): Promise<ProfileAnswer> {
  const profile = await loadProfile(db, userId);
  return profile ? { profile, saved: true } : { profile: DEFAULT_PROFILE, saved: false };
}

/**
 * PUT /api/profile: normalises the reader, checks it against the engine's sequences and patterns
 * (Refused for an unknown sequence, a step out of range or an unknown pattern), and saves it.
 */
export async function saveProfile(db: Db, userId: number, input: Profile): Promise<ProfileAnswer> {
  const profile = normalize(input);
  readerFor(profile); // throws Refused
  const values = { ...profile, updatedAt: Date.now() };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
  return { profile, saved: true };
}

/**
 * Patterns and words once each, in the order given; a pattern both switched on and off is off (as
 * the engine reads it). Allowed words keep the case the teacher typed ("Rosa" is shown as "Rosa"),
 * trimmed and with straight apostrophes; a word that differs from an earlier one only in case is
 * dropped, since the engine compares words in lower case anyway.
 */
export function normalize(p: Profile): Profile {
  const remove = [...new Set(p.remove)];
  const add = [...new Set(p.add)].filter((id) => !remove.includes(id));
  const seen = new Set<string>();
  const allowedWords: string[] = [];
  for (const raw of p.allowedWords) {
    const word = raw.trim().replace(/[\u2018\u2019]/g, "'");
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    allowedWords.push(word);
  }
  return { sequence: p.sequence, step: p.step, add, remove, allowedWords };
}

/** A saved reader the engine accepts: an unknown sequence gives the default, a step past the end the last step, unknown patterns are dropped. */
function usable(p: Profile): Profile {
  const sequence = sequenceById(p.sequence);
  if (!sequence) return DEFAULT_PROFILE;
  const step = Math.min(Math.max(1, p.step), sequence.steps.length);
  return { ...p, step, add: p.add.filter(isPatternId), remove: p.remove.filter(isPatternId) };
}
