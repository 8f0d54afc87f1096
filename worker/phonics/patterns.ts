/**
 * The patterns a reader is taught (PHONICS.md), one stable id each: grapheme-sound families,
 * syllable types, consonant clusters, welded sounds, suffixes and their spelling changes. The
 * engine names, for every word, the pattern sets that spell it; a word is decodable for a reader
 * when one of its sets is taught. `level` is the pattern's place in our eight levels, so our
 * level N is exactly the patterns of levels 1..N.
 */
import type { PatternInfo } from "../../schema/reader";
import type { Level } from "./types";

type Row = readonly [id: string, level: Level, name: string, examples: string];

const ROWS: readonly Row[] = [
  ["consonants", 1, "single consonants (b c d f g h j k l m n p r s t v w y z)", "cat, web, fox"],
  ["qu", 1, "qu says /kw/", "quit, quiz, quip"],
  ["x", 1, "x says /ks/", "fox, six, wax"],
  ["doubled-consonants", 1, "doubled consonants (ff ll ss zz and others)", "cliff, bell, kiss, buzz"],
  ["short-a", 1, "short a /æ/", "cat, map, magnet"],
  ["short-e", 1, "short e /ɛ/", "bed, pet, lemon"],
  ["short-i", 1, "short i /ɪ/", "sit, pig, mitten"],
  ["short-o", 1, "short o /ɑ/", "hot, dog, bottom"],
  ["short-u", 1, "short u /ʌ/", "sun, cup, muffin"],
  ["schwa", 1, "unstressed vowel in a longer word /ə/", "wagon, lemon, salad"],
  ["digraph-sh", 2, "digraph sh", "ship, fish, dish"],
  ["digraph-ch", 2, "digraph ch", "chin, much, chop"],
  ["digraph-th", 2, "digraph th (both sounds)", "thin, this, bath"],
  ["digraph-wh", 2, "digraph wh", "when, whip, which"],
  ["digraph-ph", 2, "digraph ph says /f/", "graph, phonics, dolphin"],
  ["digraph-ck", 2, "digraph ck", "duck, back, rocket"],
  ["suffix-s", 3, "suffix -s (and 's)", "cats, digs, Tom's"],
  ["suffix-es", 3, "suffix -es", "boxes, wishes, fixes"],
  ["suffix-ed", 3, "suffix -ed (/t/ /d/ /ɪd/)", "jumped, filled, melted"],
  ["suffix-doubling", 3, "doubling the last consonant before a suffix", "hopped, running, sitting"],
  ["suffix-drop-e", 3, "dropping the silent e before a suffix", "baked, making, hoped"],
  ["suffix-y-to-i", 3, "changing y to i before a suffix", "cried, flies, babies"],
  ["blend-l", 4, "l-blends (bl cl fl gl pl sl)", "flag, clap, plum"],
  ["blend-r", 4, "r-blends (br cr dr fr gr pr tr)", "crab, drum, trip"],
  ["blend-s", 4, "s-blends (sc sk sm sn sp st sw)", "stop, snap, swim"],
  ["blend-tw", 4, "tw blend", "twin, twig, twist"],
  ["blend-3", 4, "three-letter blends (scr spl spr str shr thr)", "strip, splash, three"],
  ["final-blends", 4, "final blends (ct ft lf lk lp lt mp nch nd nt pt sk sp st xt)", "hand, jump, crust"],
  ["welded-ng", 4, "welded -ng (ang ing ong ung)", "sing, long, hang"],
  ["welded-nk", 4, "welded -nk (ank ink onk unk)", "pink, bank, trunk"],
  ["tch", 4, "-tch says /ʧ/", "catch, itch, kitchen"],
  ["dge", 4, "-dge says /ʤ/", "edge, bridge, fudge"],
  ["suffix-ing", 4, "suffix -ing", "jumping, fishing, melting"],
  ["open-a", 5, "open syllable a /eɪ/", "paper, baby, bacon"],
  ["open-e", 5, "open syllable e /i/", "me, even, secret"],
  ["open-i", 5, "open syllable i /aɪ/", "hi, tiger, silent"],
  ["open-o", 5, "open syllable o /oʊ/", "go, robot, open"],
  ["open-u", 5, "open syllable u /ju/ /u/", "music, unit, student"],
  ["open-y", 5, "y as a vowel /aɪ/", "my, cry, fly"],
  ["final-y", 5, "final y /i/", "happy, candy, sunny"],
  ["vce-a", 6, "silent e a_e /eɪ/", "make, cave, shade"],
  ["vce-e", 6, "silent e e_e /i/", "these, theme, complete"],
  ["vce-i", 6, "silent e i_e /aɪ/", "bike, time, inside"],
  ["vce-o", 6, "silent e o_e /oʊ/", "home, stone, bone"],
  ["vce-u", 6, "silent e u_e /ju/ /u/", "cube, tune, rule"],
  ["r-ar", 7, "r-controlled ar", "car, farm, star"],
  ["r-er", 7, "r-controlled er (and 're)", "her, fern, after"],
  ["r-ir", 7, "r-controlled ir", "bird, girl, first"],
  ["r-ur", 7, "r-controlled ur", "fur, turn, burst"],
  ["r-or", 7, "r-controlled or", "for, storm, doctor"],
  ["team-ai-ay", 8, "vowel teams ai, ay /eɪ/", "rain, play, tail"],
  ["team-ee-ea", 8, "vowel teams ee, ea /i/", "see, sea, green"],
  ["team-ea-short", 8, "vowel team ea /ɛ/", "head, bread, weather"],
  ["team-oa-ow", 8, "vowel teams oa, oe, ow /oʊ/", "boat, toe, snow"],
  ["team-ou-ow", 8, "vowel teams ou, ow /aʊ/", "out, cloud, cow"],
  ["team-oi-oy", 8, "vowel teams oi, oy", "oil, coin, boy"],
  ["team-oo-long", 8, "vowel team oo /u/", "moon, food, spoon"],
  ["team-oo-short", 8, "vowel team oo /ʊ/", "book, foot, wood"],
  ["team-ew-ue", 8, "vowel teams ew, ue /u/ /ju/", "new, blue, few"],
  ["team-au-aw", 8, "vowel teams au, aw", "haul, saw, crawl"],
  ["team-igh-ie", 8, "vowel teams igh, ie /aɪ/", "night, light, pie"],
  ["team-ie-ey", 8, "vowel teams ie, ey /i/", "chief, thief, key"],
  ["team-eigh-ey", 8, "vowel teams eigh, ey /eɪ/", "eight, weigh, they"],
];

export type PatternId = string;

export const PATTERNS: readonly (PatternInfo & { readonly level: Level })[] = ROWS.map(([id, level, name, examples]) => ({
  id,
  level,
  name,
  examples: examples.split(", "),
}));

const INDEX: ReadonlyMap<string, number> = new Map(PATTERNS.map((p, i) => [p.id, i]));

/** The pattern's bit in a pattern set; throws on an id the catalogue lacks (a bug, not input). */
export function patternBit(id: PatternId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`unknown pattern ${id}`);
  return i;
}

export function patternInfo(id: PatternId): (typeof PATTERNS)[number] {
  return patternAt(patternBit(id));
}

export function patternLevel(id: PatternId): Level {
  return patternInfo(id).level;
}

export function isPatternId(id: string): boolean {
  return INDEX.has(id);
}

export function patternAt(bit: number): (typeof PATTERNS)[number] {
  const p = PATTERNS[bit];
  if (!p) throw new Error(`no pattern at bit ${bit}`);
  return p;
}
