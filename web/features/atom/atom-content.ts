import type { ReadingLevel } from "../../../schema/levels";

// What Atom says about each decoding level (SPEC.md §9: three tips and three encouragements per
// level). The audience is teachers of older students (grades 3-12) who are filling gaps, so the
// wording is adult and the examples follow the level table in shared/PHONICS.md.

export interface LevelContent {
  tips: readonly [string, string, string];
  encouragements: readonly [string, string, string];
}

export const LEVEL_CONTENT: Record<ReadingLevel, LevelContent> = {
  level1: {
    tips: [
      "Closed syllables scale up: split magnet (mag-net) and fantastic (fan-tas-tic) so students see each short vowel closed in by a consonant.",
      "Build word chains that change one sound at a time (pat, pit, pin, pen, pet) to sharpen short-vowel discrimination without childish materials.",
      "After a short vowel at the end of a one-syllable word, f, l, s and z are usually doubled (off, bell, miss, buzz): a spelling rule worth teaching alongside reading.",
    ],
    encouragements: [
      "Closed syllables are the backbone of English. Fluency here pays off at every later level.",
      "Students who missed these patterns earlier can close the gap quickly with respectful, content-rich text like this.",
      "Reading words like 'habitat' and 'fantastic' independently is real progress. Make sure students know it.",
    ],
  },
  level2: {
    tips: [
      "Treat each digraph as one sound spelled with two letters (ch, sh, th, wh, ph, ck). Have students underline it before blending: ch-i-p, not c-h-i-p.",
      "th has two sounds: voiced in 'this, then, that' and unvoiced in 'thin, math, moth'. A hand on the throat lets students feel the difference.",
      "ck follows a single short vowel (back, neck, duck, pocket), and ph spells /f/ in many science words, so name it early.",
    ],
    encouragements: [
      "Digraphs unlock a large share of everyday words. Your students are adding real power to their reading.",
      "'Two letters, one sound' is a big conceptual step, and it transfers to every pattern that follows.",
      "Rereading a digraph-rich passage is practice, not remediation: frame it the way athletes frame drills.",
    ],
  },
  level3: {
    tips: [
      "-ed has three sounds: /t/ in 'fished', /d/ in 'hugged', /ɪd/ in 'added'. Find the base word first, then choose the sound.",
      "-es adds a syllable after s, x, z, ch and sh (boxes, dishes, buzzes); students can hear and tap the extra beat. Plain -s says /s/ or /z/ (cats, dogs).",
      "Have students box the suffix and read the base first (fish + ed, dish + es). Separating the morpheme helps decoding and spelling alike.",
    ],
    encouragements: [
      "Suffixes are where phonics meets meaning: students are now reading grammar, not just sounds.",
      "Spotting a base word inside a longer word is a skill older students use in every content class.",
      "Each suffix decoded makes long words less intimidating, and that confidence matters as much as accuracy.",
    ],
  },
  level4: {
    tips: [
      "In a consonant cluster every letter keeps its sound (st-o-p, fr-o-g). Blend slowly so no sound is dropped, the classic error when 'fist' is read as 'fit'.",
      "Teach -ng and -nk as welded chunks (sing, long, bank, think), and read -ing words base first (jump + ing, hop + p + ing).",
      "-tch and -dge come right after a single short vowel (match, fetch, badge, bridge): a reliable rule older students appreciate.",
    ],
    encouragements: [
      "Clusters are everywhere in academic vocabulary (plants, insects, crust). Each one decoded opens up content reading.",
      "Blending three consonants (str, spl, scr) takes precision. Notice and name the growth when students get it right.",
      "Fluent reading of words like 'splendid' and 'contrast' is a genuine milestone. Say so.",
    ],
  },
  level5: {
    tips: [
      "An open syllable ends with its vowel, so the vowel says its name: go, me, hi, ro-bot, mu-sic. Contrast it with closed syllables (got, met).",
      "y at the end of a word acts as a vowel: /aɪ/ in one-syllable words (my, fly) and /i/ at the end of longer words (happy, baby).",
      "For a VCV word, try the open split first (ro-bot, si-lent), then the closed split (cab-in, lem-on) if the word doesn't sound right.",
    ],
    encouragements: [
      "Open syllables bring a whole new set of long words within reach. That is a big leap.",
      "Flexing between a long and a short vowel is strategic thinking, the same flexibility strong readers use.",
      "Words like 'robot', 'music' and 'silent' are now decodable. Give students chances to show that off.",
    ],
  },
  level6: {
    tips: [
      "In a VCE syllable the final e is silent and the vowel before it says its name: make, these, bike, home, cube.",
      "Pair words to show the e at work: hop/hope, cap/cape, kit/kite, cub/cube. It is a quick contrast drill that suits any age.",
      "VCE syllables hide inside longer words (in-vite, com-pete, rep-tile). Teach students to look for them when dividing words.",
    ],
    encouragements: [
      "Silent e is one of the most useful patterns in English. Students who own it read far more on their own.",
      "Finding the VCE syllable in 'reptile' or 'compete' is advanced work. Acknowledge it.",
      "Closed, open and now silent-e syllables: your students are assembling a real toolkit.",
    ],
  },
  level7: {
    tips: [
      "An r changes the vowel before it: ar as in car, or as in storm, and er, ir and ur share one sound (her, bird, turn).",
      "Because er, ir and ur sound alike, reading them is easier than spelling them. Use word sorts (her, bird, turn) for spelling practice.",
      "At the end of longer words, unstressed -er and -or both sound like /ər/ (sister, doctor, conductor).",
    ],
    encouragements: [
      "R-controlled syllables appear in countless content words (order, harvest, northern). Students are reading real-world text now.",
      "Reading one sound behind three spellings (her, bird, turn) shows genuine pattern sense.",
      "Closed, open, silent e and r-controlled: students now know four of the six syllable types. That persistence deserves recognition.",
    ],
  },
  level8: {
    tips: [
      "A vowel team uses two or more letters for one vowel sound: ai and ay (rain, play), ee and ea (tree, seat), oa and ow (boat, snow).",
      "Position matters: ai and oi usually sit inside a word (rain, coin), ay and oy at the end (play, boy).",
      "Some teams have two sounds: ea in 'seat' and 'head', ow in 'snow' and 'cow', oo in 'moon' and 'book'. Try one, then the other, and check the meaning.",
    ],
    encouragements: [
      "Vowel teams complete the eight-level sequence. Students at this level can take on most grade-level vocabulary with support.",
      "Flexible decoding of 'ea' and 'ow' is sophisticated, strategic reading, exactly what older students need.",
      "Rereading a vowel-team passage builds automaticity, which frees attention for comprehension. That is the goal.",
    ],
  },
};

/** Tips for when no level is chosen. */
export const GENERAL_TIPS: readonly string[] = [
  "Pre-teach the bolded high-level words before the first read: say each word, give its meaning, and have students say it back.",
  "Repeated reading over several days builds fluency. Track words correct per minute so students can see their own progress.",
  "Choose topics that respect what older students know and care about; decodable text works best when the content is worth reading.",
  "Have students find the target pattern in the passage before reading, so the phonics lesson connects to real text.",
  "Start one level below the current lesson for a confident first read, then move up.",
];
