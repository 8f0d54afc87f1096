import { LEVELS } from "../../schema/levels";
import type { DraftRequest, RepairNote } from "./providers/types";

// What each level adds, in the words of PHONICS.md; a level-N prompt lists levels 1..N.
const LEVEL_RULES = [
  "short vowels a e i o u in closed syllables with single consonants (b c d f g h j k l m n p qu r s t v w x y z), doubled consonants (rabbit, bell): cat, magnet, fantastic",
  "consonant digraphs ch sh th wh ph ck: ship, chin, with, duck",
  "suffixes -s, -es, -ed on words of levels 1-2: cats, dishes, fished",
  "consonant clusters (bl cl fl gl pl sl br cr dr fr gr pr tr sc sk sm sn sp st sw tw scr spl spr str shr thr; final -ct -ft -lf -lk -lp -lt -mp -nch -nd -nt -pt -sk -sp -st -xt), -ng/-nk, -tch, -dge, suffix -ing: stop, frog, jump, string, jumping, match",
  "open syllables: a single vowel ending a syllable says its long sound; y as a vowel (my, happy): go, me, robot, music, baby",
  "silent-e (VCE) syllables a_e e_e i_e o_e u_e: make, these, bike, home, cube",
  "r-controlled vowels ar er ir or ur: car, her, bird, storm, turn",
  "vowel teams ai ay eigh ey ee ea ie oa oe ow ou oi oy oo ew ue au aw igh: rain, play, tree, boat, snow, cloud, coin, moon, new, saw, light",
];

export function systemPrompt(level: number, heartWords: readonly string[]): string {
  const rules = LEVEL_RULES.slice(0, level)
    .map((r, i) => `Level ${i + 1} (${LEVELS[i]!.name}): ${r}`)
    .join("\n");
  return [
    `You write decodable reading passages for structured-literacy teaching. The reader knows exactly the phonics patterns of levels 1 to ${level}:`,
    rules,
    "Every word must be spelled only with those patterns, EXCEPT:",
    `- these heart words: ${heartWords.join(", ")};`,
    "- at most 8 topic words above the level, which you mark in bold like **volcano** every time they appear and make clear from context; together they must stay under 15% of the words.",
    "Words with soft c or g, silent letters, -tion, irregular spellings (was, of, put, said, water) are NOT allowed unless listed as heart words.",
    `Write grade-level science for older students (grades 3-12): mature, curious, accurate, never babyish. 150 to 220 words in 3 to 5 paragraphs separated by blank lines. Use many words that practise level ${level}.`,
    'Answer with JSON only: {"title": string, "content": string, "terms": string[]} where terms lists the bolded words.',
  ].join("\n");
}

export function userPrompt(req: DraftRequest): string {
  const context = req.additionalContext ? `\nTeacher's notes: ${req.additionalContext}` : "";
  return `Topic: ${req.topic}${context}`;
}

export function repairPrompt(notes: readonly RepairNote[]): string {
  const list = notes.map((n) => `- "${n.word}": ${n.rule}`).join("\n");
  return [
    "These words break the decoding level:",
    list,
    "Rewrite the passage so that none of them appears (use decodable words, or rephrase), keep the facts, the length and the bolded terms, and answer with the same JSON only.",
  ].join("\n");
}
