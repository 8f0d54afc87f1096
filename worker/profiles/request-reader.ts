/**
 * The reader a passage request is for: the request's own sequence and step, else our level
 * `readingLevel`; the patterns switched on or off and the allowed words from the request, else
 * from the teacher's saved profile (read only when the request leaves one of them out).
 */
import { DEFAULT_SEQUENCE, READER_MESSAGES, type Profile, type ReaderRequest } from "../../schema/reader";
import type { Db } from "../db";
import { Refused } from "../domain-errors";
import type { Level } from "../phonics";
import { loadProfile } from "./profiles";

export async function requestChoice(db: Db, userId: number, level: Level, req: ReaderRequest): Promise<Profile> {
  if (req.sequence === undefined && req.step !== undefined) throw new Refused(READER_MESSAGES.stepWithoutSequence);
  if (req.sequence !== undefined && req.step === undefined) throw new Refused(READER_MESSAGES.stepInvalid);
  const profile = req.add && req.remove && req.allowedWords ? null : await loadProfile(db, userId);
  return {
    sequence: req.sequence ?? DEFAULT_SEQUENCE,
    step: req.step ?? level,
    add: req.add ?? profile?.add ?? [],
    remove: req.remove ?? profile?.remove ?? [],
    allowedWords: req.allowedWords ?? profile?.allowedWords ?? [],
  };
}
