/**
 * The reader a passage request is for: the request's own sequence and step, else our level
 * `readingLevel`; the patterns switched on or off and the allowed words from the request, else
 * from the teacher's saved profile.
 */
import { DEFAULT_SEQUENCE, READER_MESSAGES, type Profile, type ReaderRequest } from "../../schema/reader";
import { Refused } from "../domain-errors";
import type { Level } from "../phonics";

export function requestChoice(level: Level, req: ReaderRequest, saved: Profile | null): Profile {
  if (req.sequence === undefined && req.step !== undefined) throw new Refused(READER_MESSAGES.stepWithoutSequence);
  if (req.sequence !== undefined && req.step === undefined) throw new Refused(READER_MESSAGES.stepInvalid);
  return {
    sequence: req.sequence ?? DEFAULT_SEQUENCE,
    step: req.step ?? level,
    add: req.add ?? saved?.add ?? [],
    remove: req.remove ?? saved?.remove ?? [],
    allowedWords: req.allowedWords ?? saved?.allowedWords ?? [],
  };
}
