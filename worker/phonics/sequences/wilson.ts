/**
 * The Wilson Reading System (12 Steps, each in substeps such as 2.3) as a sequence, one step per
 * substep or substep range a teacher names. Digraphs come with the first closed syllables (1.2),
 * welded -ng/-nk (2.1) before blends (2.2); silent e (Step 4) before open syllables (Step 5);
 * -ed saying /t/ and /d/ only in Step 6; -tch, -dge and ph in Step 7; r-controlled vowels (Step 8)
 * before the vowel teams (Step 9). README.md cites the scope & sequence charts this follows and
 * says which substeps were confirmed.
 *
 * A pattern whose spellings Wilson spreads over several substeps is added where the last of them
 * is taught. Heart words come in step 1 (our core function words and Wilson's Step 1 sight word
 * "both") or at the step where everything but their irregular part has been taught.
 */
import { CORE_HEART_WORDS as CORE } from "../heart-words";
import type { Sequence } from "./types";

export const WILSON: Sequence = {
  id: "wilson",
  name: "Wilson Reading System order",
  source: "Wilson Reading System scope & sequence chart (Steps 1-9 with substeps; Steps 10-12 by topic)",
  steps: [
    {
      name: "Substep 1.1: consonants, short a, i, o",
      adds: ["consonants", "short-a", "short-i", "short-o"],
      heartWords: [...CORE, "both"],
    },
    {
      name: "Substeps 1.2-1.3: short u and e, x, qu, digraphs sh, ch, th, wh, ck",
      adds: ["short-u", "short-e", "x", "qu", "digraph-sh", "digraph-ch", "digraph-th", "digraph-wh", "digraph-ck"],
      heartWords: ["wash"],
    },
    {
      name: "Substeps 1.4-1.5: bonus letters ff, ll, ss, zz; all, am, an",
      adds: ["doubled-consonants"],
      heartWords: ["ball", "call", "fall", "walk", "talk"],
    },
    {
      name: "Substep 1.6: suffix -s",
      adds: ["suffix-s"],
      heartWords: [],
    },
    {
      name: "Substep 2.1: welded sounds ang, ing, ong, ung, ank, ink, onk, unk",
      adds: ["welded-ng", "welded-nk"],
      heartWords: [],
    },
    {
      name: "Substeps 2.2-2.4: blends, suffix -es, closed syllable exceptions (ild, ind, old, ost, olt)",
      adds: ["blend-l", "blend-r", "blend-s", "blend-tw", "final-blends", "suffix-es"],
      heartWords: ["small", "friend", "find", "kind", "mind", "old", "cold", "hold", "told", "most"],
    },
    {
      name: "Substep 2.5: three-letter blends",
      adds: ["blend-3"],
      heartWords: [],
    },
    {
      name: "Substeps 3.1-3.4: two or more closed syllables, schwa",
      adds: ["schwa"],
      heartWords: [],
    },
    {
      name: "Substep 3.5: -ing (and -ed saying /ĭd/) on unchanging basewords",
      adds: ["suffix-ing"],
      heartWords: [],
    },
    {
      name: "Step 4: vowel-consonant-e syllables",
      adds: ["vce-a", "vce-e", "vce-i", "vce-o", "vce-u"],
      heartWords: ["move", "done", "love", "write"],
    },
    {
      name: "Substeps 5.1-5.2: open syllables, y as a vowel (he, hi, shy, student)",
      adds: ["open-a", "open-e", "open-i", "open-o", "open-u", "open-y"],
      heartWords: ["buy", "eye"],
    },
    {
      name: "Substeps 5.3-5.5: y at the end of two-syllable words, three syllable types",
      adds: ["final-y"],
      heartWords: [],
    },
    {
      name: "Step 6: suffixes on unchanging basewords, -ed saying /t/ and /d/, consonant-le",
      adds: ["suffix-ed"],
      heartWords: ["people"],
    },
    {
      name: "Step 7: sound options (soft c and g), -dge, -tch, ph, -tion, contractions",
      adds: ["dge", "tch", "digraph-ph"],
      heartWords: [],
    },
    {
      name: "Step 8: r-controlled syllables ar, er, ir, or, ur",
      adds: ["r-ar", "r-er", "r-ir", "r-or", "r-ur"],
      heartWords: [
        "work",
        "word",
        "world",
        "warm",
        "water",
        "four",
        "door",
        "floor",
        "before",
        "carry",
        "mother",
        "brother",
        "other",
        "father",
      ],
    },
    {
      name: "Substeps 9.1-9.3: vowel teams ai, ay, ee, ey, oa, oe, ue",
      adds: ["team-ai-ay"],
      heartWords: ["away", "again", "always", "money"],
    },
    {
      name: "Substeps 9.4-9.5: oi, oy, au, aw, ou, ow, oo",
      adds: ["team-oi-oy", "team-au-aw", "team-ou-ow", "team-oa-ow", "team-oo-long", "team-oo-short"],
      heartWords: ["because", "laugh", "about", "around", "house", "school", "know"],
    },
    {
      name: "Substeps 9.6-9.7: ea (eat, bread, steak), eu, ew, ui",
      adds: ["team-ee-ea", "team-ea-short", "team-ew-ue"],
      heartWords: ["please", "great", "break"],
    },
    {
      name: "Step 10: suffixes on changing basewords: drop e, doubling, y to i (substep numbers not confirmed)",
      adds: ["suffix-drop-e", "suffix-doubling", "suffix-y-to-i"],
      heartWords: [],
    },
    {
      name: "Beyond Step 10: ie, igh, eigh and ey saying /ā/ (where Wilson teaches them not confirmed)",
      adds: ["team-igh-ie", "team-ie-ey", "team-eigh-ey"],
      heartWords: [],
    },
  ],
};
