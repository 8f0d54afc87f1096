import { READING_LEVELS, levelInfo, type ReadingLevel } from "../../../schema/levels";
import { GENERAL_TIPS, LEVEL_CONTENT } from "./atom-content";
import { topicCategory, type TopicCategory } from "./topics";

// Atom's replies as a pure function of what the teacher has chosen (SPEC.md §3 Atom context and
// reply, §4 emotions). Randomness is injected so the choice of tip or encouragement is testable.

export interface AtomContext {
  readingLevel: string;
  topic: string;
  isGenerating: boolean;
  hasResponse: boolean;
  /** Whether the built-in library has the topic (GET /api/topics); undefined while unknown. */
  knownTopic?: boolean;
  /** The last generation failed: the server refused the topic, or could not be reached. */
  error?: "refused" | "failed";
}

export type AtomEmotion = "excited" | "celebrating" | "thinking" | "encouraging" | "helpful";
export type AtomAction = "tip" | "celebration" | "suggestion" | "encouragement";

export interface AtomReply {
  message: string;
  emotion: AtomEmotion;
  action: AtomAction;
  followUp: string;
}

export type ReadingLevelName = "Beginner" | "Intermediate" | "Advanced";
export type Random = () => number;

function asLevel(readingLevel: string): ReadingLevel | null {
  return (READING_LEVELS as readonly string[]).includes(readingLevel) ? (readingLevel as ReadingLevel) : null;
}

/** Beginner for levels 1-3, Intermediate for 4-6, Advanced for 7-8; null when no level is chosen. */
export function readingLevelName(readingLevel: string): ReadingLevelName | null {
  const level = asLevel(readingLevel);
  if (!level) return null;
  const n = levelInfo(level).number;
  return n <= 3 ? "Beginner" : n <= 6 ? "Intermediate" : "Advanced";
}

function pick<T>(items: readonly T[], random: Random): T {
  const i = Math.min(items.length - 1, Math.max(0, Math.floor(random() * items.length)));
  return items[i]!;
}

// A long topic would swamp the speech bubble.
function shortTopic(topic: string): string {
  const t = topic.trim().replace(/\s+/g, " ");
  return t.length > 40 ? `${t.slice(0, 39)}…` : t;
}

const CATEGORY_WORD: Record<TopicCategory, string> = { science: "science ", nature: "nature ", history: "history ", default: "" };

const CATEGORY_IDEA: Record<TopicCategory, string> = {
  science: "Science passages carry technical terms, so preview the bolded words and connect them to a quick demonstration or diagram.",
  nature: "Nature topics invite observation: pair the passage with a photo or a short video clip and ask students what they notice.",
  history: "History passages read best with context: sketch a quick timeline or map before the first read.",
  default: "Ask students what they already know about the topic before reading; it gives the passage something to build on.",
};

/** "a Beginner", "an Intermediate", "an Advanced". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

function levelLabel(level: ReadingLevel): string {
  const info = levelInfo(level);
  return `Level ${info.number} (${info.name})`;
}

/** SPEC.md §4: generating → thinking; passage with level and topic → celebrating; both chosen →
 * excited; only one → encouraging; otherwise a welcome. */
export function atomReply(context: AtomContext, random: Random = Math.random): AtomReply {
  const level = asLevel(context.readingLevel);
  const topic = shortTopic(context.topic);
  const category = topicCategory(topic);
  const name = readingLevelName(context.readingLevel);

  if (context.isGenerating) {
    return {
      message: `Writing your ${topic ? `"${topic}" ` : ""}passage${level ? ` and checking every word against ${levelLabel(level)}` : ""}...`,
      emotion: "thinking",
      action: "tip",
      followUp: `While you wait: ${pick(level ? LEVEL_CONTENT[level].tips : GENERAL_TIPS, random)}`,
    };
  }
  if (context.error === "refused") {
    return {
      message: "I don't have passages on that topic yet. Pick one of the suggested topics, or choose one from the Topic list.",
      emotion: "encouraging",
      action: "suggestion",
      followUp: "Start typing in the Topic field to see every topic I can write about.",
    };
  }
  if (context.error === "failed") {
    return {
      message: "That passage didn't come through. Check your connection, then press Try Again.",
      emotion: "encouraging",
      action: "encouragement",
      followUp: "Your choices are still in the form, so nothing is lost.",
    };
  }
  if (context.hasResponse && level && topic) {
    return {
      message: `Your ${name} passage about "${topic}" is ready!`,
      emotion: "celebrating",
      action: "celebration",
      followUp: `${CATEGORY_IDEA[category]} Export it with Text, Word or Google, or print it for your class.`,
    };
  }
  if (topic && context.knownTopic === false) {
    return {
      message: `I don't know a topic called "${topic}" yet. Choose one from the Topic list, or try a broader word.`,
      emotion: "encouraging",
      action: "suggestion",
      followUp: "Start typing in the Topic field to see every topic I can write about.",
    };
  }
  if (level && topic) {
    return {
      message: `${levelLabel(level)} with "${topic}": a great ${CATEGORY_WORD[category]}pairing for ${name} readers!`,
      emotion: "excited",
      action: "suggestion",
      followUp: `Click Generate Reading Passage when you're ready. ${CATEGORY_IDEA[category]}`,
    };
  }
  if (level) {
    return {
      message: `${levelLabel(level)} is set, ${withArticle(name ?? "")} level. Now add a topic your students will want to read about.`,
      emotion: "encouraging",
      action: "encouragement",
      followUp: pick(LEVEL_CONTENT[level].encouragements, random),
    };
  }
  if (topic) {
    return {
      message: `"${topic}" is a great ${CATEGORY_WORD[category]}topic. Now choose the decoding level that matches the patterns your students know.`,
      emotion: "encouraging",
      action: "encouragement",
      followUp: "Not sure which level? Start where students read accurately, then move up one level at a time.",
    };
  }
  return {
    message: "Hi, I'm Atom! Choose a decoding level and a topic, and I'll help you make the most of the passage.",
    emotion: "helpful",
    action: "suggestion",
    followUp: "Press Tip for a teaching idea, or Help to see what I can do.",
  };
}

/** A random tip: about the chosen level's patterns, or a general one when no level is chosen. */
export function randomTip(readingLevel: string, random: Random = Math.random): AtomReply {
  const level = asLevel(readingLevel);
  return {
    message: pick(level ? LEVEL_CONTENT[level].tips : GENERAL_TIPS, random),
    emotion: "helpful",
    action: "tip",
    followUp: level ? `A tip for ${levelLabel(level)}. Press Tip again for another.` : "Choose a decoding level for tips about its patterns.",
  };
}

export const HELP_ITEMS: readonly string[] = [
  "Tip: a teaching idea for the decoding level you chose, or a general one.",
  "I follow your choices and suggest how to use the level and topic together.",
  "I let you know while a passage is being written, and cheer when it's ready.",
  "Minimise me with the – button; reopen me from the Atom button in the corner.",
];

/** What Atom can do, for the Help button. */
export function helpText(): AtomReply {
  return {
    message: `Here's how I can help:\n${HELP_ITEMS.map((item) => `• ${item}`).join("\n")}`,
    emotion: "helpful",
    action: "suggestion",
    followUp: "Every tip is written for teachers of older students, grades 3 to 12.",
  };
}
