/**
 * UFLI Foundations (University of Florida Literacy Institute, 128 lessons) as a sequence, one step
 * per lesson range a teacher names. Blends come with the short-vowel review (35-41), before the
 * digraphs (42-53); -es, -ed and -ing come after silent e (63-65); r-controlled vowels (77-83)
 * before the vowel teams (84-97); the suffix spelling changes last (107-110). README.md cites the
 * lesson lists this follows and says which lesson numbers were confirmed.
 *
 * A pattern whose spellings UFLI spreads over several lessons is added where the last of them is
 * taught. Heart words come in step 1 (the core function words) or, for the rest of our list, at
 * the step where everything but their irregular part has been taught.
 */
import { CORE_HEART_WORDS as CORE } from "../heart-words";
import type { Sequence } from "./types";

export const UFLI: Sequence = {
  id: "ufli",
  name: "UFLI Foundations order",
  source: "UFLI Foundations scope & sequence (lessons 1-128) and its online Toolbox unit pages",
  steps: [
    {
      name: "Lessons 1-19: first consonants and the five short vowels",
      adds: ["consonants", "short-a", "short-i", "short-o", "short-u", "short-e"],
      heartWords: CORE,
    },
    {
      name: "Lessons 20-21: -s saying /s/ and /z/",
      adds: ["suffix-s"],
      heartWords: [],
    },
    {
      name: "Lessons 22-34: the rest of the alphabet (k h r l w j y x qu v z)",
      adds: ["x", "qu"],
      heartWords: [],
    },
    {
      name: "Lessons 35-41: short vowel review, longer words with blends",
      adds: ["blend-l", "blend-r", "blend-s", "blend-tw", "final-blends"],
      heartWords: ["friend"],
    },
    {
      name: "Lessons 42-44: FLSZ doubling, -all -oll -ull, ck",
      adds: ["doubled-consonants", "digraph-ck"],
      heartWords: ["ball", "call", "fall", "small", "walk", "talk"],
    },
    {
      name: "Lessons 45-50: digraphs sh, th, ch, wh, ph",
      adds: ["digraph-sh", "digraph-th", "digraph-ch", "digraph-wh", "digraph-ph"],
      heartWords: ["wash"],
    },
    {
      name: "Lessons 51-53: -ng, -nk, three-letter blends",
      adds: ["welded-ng", "welded-nk", "blend-3"],
      heartWords: [],
    },
    {
      name: "Lessons 54-62: silent e (a_e, i_e, o_e, e_e, u_e)",
      adds: ["vce-a", "vce-i", "vce-o", "vce-e", "vce-u"],
      heartWords: ["move", "done", "love", "write"],
    },
    {
      name: "Lessons 63-65: endings -es, -ed, -ing",
      adds: ["suffix-es", "suffix-ed", "suffix-ing"],
      heartWords: [],
    },
    {
      name: "Lessons 66-68: syllables, compound words, open and closed syllables",
      adds: ["schwa", "open-a", "open-e", "open-i", "open-o", "open-u"],
      heartWords: [],
    },
    {
      name: "Lessons 69-72: -tch, -dge, long vowels in -ild -old -ind -olt -ost",
      adds: ["tch", "dge"],
      heartWords: ["find", "kind", "mind", "old", "cold", "hold", "told", "most", "both"],
    },
    {
      name: "Lessons 73-76: y saying /ī/ and /ē/, -le",
      adds: ["open-y", "final-y"],
      heartWords: ["buy", "eye", "carry", "people"],
    },
    {
      name: "Lessons 77-83: r-controlled vowels ar, or, er, ir, ur",
      adds: ["r-ar", "r-or", "r-er", "r-ir", "r-ur"],
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
        "mother",
        "brother",
        "other",
        "father",
      ],
    },
    {
      name: "Lessons 84-88: long vowel teams ai, ay, ee, ea, ey, oa, ow, oe, ie, igh",
      adds: ["team-ai-ay", "team-ee-ea", "team-ie-ey", "team-oa-ow", "team-igh-ie"],
      heartWords: ["away", "again", "always", "please", "money", "know", "great", "break"],
    },
    {
      name: "Lessons 89-94: other vowel teams oo, ew, ui, ue, au, aw, ea as in head",
      adds: ["team-oo-short", "team-oo-long", "team-ew-ue", "team-au-aw", "team-ea-short"],
      heartWords: ["school", "because", "laugh"],
    },
    {
      name: "Lessons 95-106: diphthongs oi, oy, ou, ow; silent letters; prefixes and suffixes",
      adds: ["team-oi-oy", "team-ou-ow"],
      heartWords: ["house", "about", "around"],
    },
    {
      name: "Lessons 107-110: suffix spelling changes (doubling, drop e, y to i)",
      adds: ["suffix-doubling", "suffix-drop-e", "suffix-y-to-i"],
      heartWords: [],
    },
    {
      name: "Lessons 111-128: less common spellings (ei, eigh, ey saying /ā/) and more affixes",
      adds: ["team-eigh-ey"],
      heartWords: [],
    },
  ],
};
