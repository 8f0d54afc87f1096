import { LEVELS } from "../../schema/levels";
import { TEXT_STRUCTURES, TEXT_STRUCTURE_INFO, type TextStructure } from "../../schema/topics";
import type { DraftRequest, FailingSentence } from "./providers/types";

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

/** How the body ideas of each structure are ordered (the plan the model writes first). */
const STRUCTURE_PLAN: Record<TextStructure, string> = {
  description: "each body idea describes one part, feature or example of the topic",
  sequence: "the body ideas are steps or stages in time order",
  "compare-contrast": "the body ideas set things side by side: how they are alike and how they differ",
  "cause-effect": "the body ideas are causes and the effects they lead to, in order",
  "problem-solution": "the body ideas state a problem and why it matters, then solutions and what they achieve",
};

const structureLine = (s: TextStructure) =>
  `${s} (${TEXT_STRUCTURE_INFO[s].label}: ${STRUCTURE_PLAN[s]}; signal words such as ${TEXT_STRUCTURE_INFO[s].signals})`;

/** The reader's patterns and the exceptions: the part of the instructions every request carries. */
function levelRules(level: number, heartWords: readonly string[]): string[] {
  const rules = LEVEL_RULES.slice(0, level)
    .map((r, i) => `Level ${i + 1} (${LEVELS[i]!.name}): ${r}`)
    .join("\n");
  return [
    `The reader knows exactly the phonics patterns of levels 1 to ${level}:`,
    rules,
    "Every word must be spelled only with those patterns, EXCEPT:",
    `- these heart words: ${heartWords.join(", ")};`,
    "- at most 8 topic words above the level, which you mark in bold like **volcano** every time they appear and make clear from context; together they must stay under 15% of the words.",
    "Words with soft c or g, silent letters, -tion, irregular spellings (was, of, put, said, water) are NOT allowed unless listed as heart words.",
  ];
}

const ARTICLE_JSON =
  '{"title": string, "structure": "description" | "sequence" | "compare-contrast" | "cause-effect" | "problem-solution", "mainIdea": string, ' +
  '"terms": string[], "plan": [{"role": "opening" | "body" | "closing", "idea": string, "sentences": string[]}], ' +
  '"questions": [{"kind": "main idea" | "detail" | "vocabulary" | "structure", "question": string, "answer": string}]}';

export function systemPrompt(level: number, heartWords: readonly string[]): string {
  return [
    "You write decodable informational articles for structured-literacy teaching.",
    ...levelRules(level, heartWords),
    `Write grade-level science for older students (grades 3-12): mature, curious, accurate, never babyish. Use many words that practise level ${level}.`,
    "Plan the article before you write it: one main idea, then the plan in the text structure you are given:",
    "- an opening idea that states the main idea;",
    "- 3 to 6 body ideas in the order the structure calls for, using its signal words where they fit (only those the reader can decode);",
    "- a closing idea that sums up.",
    "Then write each idea in 1 to 3 sentences, 150 to 220 words in all; each idea becomes one paragraph. The title keeps to the same patterns.",
    'Add 3 to 5 comprehension questions with answers, at least one of each kind: "main idea", "detail", "vocabulary" (a bold term in context), "structure" (how the text is organised).',
    `Answer with JSON only: ${ARTICLE_JSON}`,
    "where terms lists the bolded words (at most 8), each sentence is one sentence of the article, and structure names the structure you wrote in.",
  ].join("\n");
}

export function userPrompt(req: DraftRequest): string {
  const lines = [`Topic: ${req.topic}`];
  if (req.additionalContext) lines.push(`Teacher's notes: ${req.additionalContext}`);
  if (req.textStructure) {
    lines.push(`Text structure: ${structureLine(req.textStructure)}. Set "structure" to "${req.textStructure}".`);
  } else {
    lines.push("Text structure: choose the one that fits this topic best, and name it in \"structure\":");
    for (const s of TEXT_STRUCTURES) lines.push(`- ${structureLine(s)}`);
  }
  return lines.join("\n");
}

/** For a repair round: the same reader, and the one thing to do (rewrite single sentences). */
export function repairSystemPrompt(level: number, heartWords: readonly string[]): string {
  return [
    "You rewrite single sentences of a decodable informational article for structured-literacy teaching.",
    ...levelRules(level, heartWords),
    'Answer with JSON only: {"sentences": [{"id": string, "text": string}]}, one entry per sentence you are given, with its id.',
  ].join("\n");
}

/**
 * Only the sentences the engine failed go back: each with its place in the plan, every violating
 * word with the rule it breaks, and decodable words the library uses for the same idea.
 */
export function repairPrompt(context: { title: string; topic: string; structure?: TextStructure }, failing: readonly FailingSentence[]): string {
  const about = `"${context.title}" (topic: ${context.topic}${context.structure ? `; structure: ${context.structure}` : ""})`;
  const blocks = failing.map((f) => {
    const lines = [
      `Sentence ${f.id} (idea ${f.idea + 1}, ${f.role}: "${f.ideaText}"; sentence ${f.sentence + 1}): "${f.text}"`,
      ...f.violations.map((v) => `- "${v.word}": ${v.rule}`),
    ];
    if (f.hints.length > 0) lines.push(`Decodable words for this idea: ${f.hints.join(", ")}`);
    return lines.join("\n");
  });
  return [
    `These sentences of the article ${about} break the decoding level.`,
    "Rewrite each one so that none of its listed words appears (use decodable words, or rephrase); keep its facts, its place in the plan, the structure's signal words and its bold terms. Write one sentence, or two short ones, for each.",
    "",
    blocks.join("\n\n"),
    "",
    'Answer with JSON only: {"sentences": [{"id": "<the sentence id>", "text": "<the new sentence>"}]}',
  ].join("\n");
}
