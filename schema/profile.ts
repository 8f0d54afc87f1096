import { DEFAULT_SEQUENCE, type Profile } from "./reader";

/**
 * GET and PUT /api/profile answer the same shape: the teacher's reader, and whether they have
 * saved one (`saved: false` is the default reader, our level 1, until they do).
 */
export interface ProfileAnswer {
  profile: Profile;
  saved: boolean;
}

/** The reader of a teacher who has saved none: our sequence at its first step, no changes. */
export const DEFAULT_PROFILE: Profile = { sequence: DEFAULT_SEQUENCE, step: 1, add: [], remove: [], allowedWords: [] };
