/**
 * S.P.I.R.E. (Specialized Program Individualizing Reading Excellence; Sounds Sensible and Levels
 * 1-8) as a sequence, one step per run of concepts within a level; "Level 2 (7-8)" means concepts
 * 7 and 8 of Level 2 in the published scope & sequence. Silent e (Level 2) comes before open
 * syllables (Level 3); the first vowel teams (ay, ou, then ea, oa, ai, ee, oo, igh, ie in Level 4)
 * before the r-controlled vowels (Level 5); -dge and ph late (Levels 5 and 6). README.md cites the
 * scope & sequence this follows and what we could not confirm.
 *
 * A pattern whose spellings S.P.I.R.E. spreads over several levels is added where the last of
 * them is taught (ay in Level 3 and ai in Level 4 make team-ai-ay a Level 4 pattern). Heart words
 * come in step 1 (our core function words) or at the step where everything but their irregular
 * part has been taught.
 */
import { CORE_HEART_WORDS as CORE } from "../heart-words";
import type { Sequence } from "./types";

export const SPIRE: Sequence = {
  id: "spire",
  name: "S.P.I.R.E. order",
  source: "S.P.I.R.E. scope & sequence (EPS / School Specialty): Sounds Sensible and Levels 1-8",
  steps: [
    {
      name: "Sounds Sensible and Level 1 (1-5): consonants, short a, i, o, u, e (the readers use blends)",
      adds: [
        "consonants",
        "x",
        "short-a",
        "short-i",
        "short-o",
        "short-u",
        "short-e",
        "blend-l",
        "blend-r",
        "blend-s",
        "blend-tw",
        "final-blends",
      ],
      heartWords: [...CORE, "friend"],
    },
    {
      name: "Level 1 (6-9): digraphs sh, ch, th, wh (three-letter blends placed here, not confirmed)",
      adds: ["digraph-sh", "digraph-ch", "digraph-th", "digraph-wh", "blend-3"],
      heartWords: [],
    },
    {
      name: "Level 1 (10-11): ang, ing, ong, ung, ank, ink, onk, unk",
      adds: ["welded-ng", "welded-nk"],
      heartWords: [],
    },
    {
      name: "Level 2 (1-3): ff, ll, ss; al; wa",
      adds: ["doubled-consonants"],
      heartWords: ["ball", "call", "fall", "small", "walk", "talk", "wash"],
    },
    {
      name: "Level 2 (4-6): qu, ck, tch",
      adds: ["qu", "digraph-ck", "tch"],
      heartWords: [],
    },
    {
      name: "Level 2 (7-8): silent e (a-e, i-e, o-e, u-e, e-e), vowel-se",
      adds: ["vce-a", "vce-i", "vce-o", "vce-u", "vce-e"],
      heartWords: ["move", "done", "love", "write"],
    },
    {
      name: "Level 3 (1-2): open syllables (so, he, fly); ild, old, ind, ost, oll",
      adds: ["open-e", "open-i", "open-o", "open-y"],
      heartWords: ["find", "kind", "mind", "old", "cold", "hold", "told", "most", "both", "buy", "eye"],
    },
    {
      name: "Level 3 (3-5): ay; -ed; suffixes -s, -es, -ing, -y and others",
      adds: ["suffix-s", "suffix-es", "suffix-ed", "suffix-ing", "final-y"],
      heartWords: ["away", "always", "carry"],
    },
    {
      name: "Level 3 (6-9): syllable division, ou, prefix a-",
      adds: ["schwa"],
      heartWords: ["about", "around", "house"],
    },
    {
      name: "Level 4 (1-4): ea, consonant-le, oa, ai",
      adds: ["team-ai-ay", "team-ea-short"],
      heartWords: ["people", "again", "please", "great", "break"],
    },
    {
      name: "Level 4 (5-8): ee, oo, igh, ie",
      adds: ["team-ee-ea", "team-oo-long", "team-oo-short", "team-igh-ie"],
      heartWords: ["school"],
    },
    {
      name: "Level 5 (1-5): soft c and g; er, ur, ir, ear, wor; dge; s saying /z/",
      adds: ["r-er", "r-ur", "r-ir", "dge"],
      heartWords: ["work", "word", "world", "water", "mother", "brother", "other"],
    },
    {
      name: "Level 5 (6-10): ow, kn, oe, or, ar",
      adds: ["team-oa-ow", "team-ou-ow", "r-or", "r-ar"],
      heartWords: ["know", "four", "door", "floor", "before", "warm", "father"],
    },
    {
      name: "Level 6 (1-7): ph; ought, aught; ue, ew; oi, oy; aw, au; ey",
      adds: ["digraph-ph", "team-ew-ue", "team-oi-oy", "team-au-aw", "team-ie-ey"],
      heartWords: ["because", "laugh", "money"],
    },
    {
      name: "Level 6 (8-10): kn, wr, mb, gh, gu; -age; open syllables in longer words (a/CV, u/CV)",
      adds: ["open-a", "open-u"],
      heartWords: [],
    },
    {
      name: "Level 7: V/V syllables, ei, eigh, -tion, -ture and other endings",
      adds: ["team-eigh-ey"],
      heartWords: [],
    },
    {
      name: "Suffix spelling changes: doubling, drop e, y to i (where S.P.I.R.E. teaches them not confirmed)",
      adds: ["suffix-doubling", "suffix-drop-e", "suffix-y-to-i"],
      heartWords: [],
    },
  ],
};
