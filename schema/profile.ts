// Types and plain data only (no zod): the generator on the first page reads the profile too.
import type { DEFAULT_SEQUENCE, Profile } from "./reader";

/**
 * GET and PUT /api/profile answer the same shape: the teacher's reader, and whether they have
 * saved one (`saved: false` is the default reader, our level 1, until they do).
 */
export interface ProfileAnswer {
  profile: Profile;
  saved: boolean;
}

/** schema/reader.ts's DEFAULT_SEQUENCE (checked by the type), without loading zod. */
export const SPARK_SEQUENCE: typeof DEFAULT_SEQUENCE = "spark";

/** The reader of a teacher who has saved none: our sequence at its first step, no changes. */
export const DEFAULT_PROFILE: Profile = { sequence: SPARK_SEQUENCE, step: 1, add: [], remove: [], allowedWords: [] };
