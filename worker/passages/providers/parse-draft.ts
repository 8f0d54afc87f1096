import type { ComprehensionQuestion, QuestionKind } from "../../../schema/passages";
import { TEXT_STRUCTURES, type TextStructure } from "../../../schema/topics";
import type { IdeaRole } from "../library/types";
import { ProviderError, type Draft, type DraftRequest, type FailingSentence, type PlannedIdea, type RepairAnswer, type SentenceFix } from "./types";

// Models answer in many shapes: JSON in a ```json fence, JSON with chatter around it, a plan whose
// sentences are one string, the older {title, content} form, missing questions. What can be read
// is kept; what cannot becomes a ProviderError, which the route turns into a clear 502.

const MAX_IDEAS = 12;
const MAX_SENTENCES = 8;
const MAX_SENTENCE_CHARS = 600;
const MAX_TERMS_READ = 30;
const MAX_QUESTIONS = 5;

/** Model text is never markup: tags are dropped so nothing a model writes can become HTML. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, "").replace(/\r\n?/g, "\n");
}

/** One line of plain text: tags dropped, white space collapsed, a stray ** removed. */
function cleanSentence(value: unknown): string {
  if (typeof value !== "string") return "";
  let s = stripTags(value).replace(/\s+/g, " ").trim();
  // An unmatched ** would bold the rest of the passage once the sentences are joined.
  if ((s.match(/\*\*/g) ?? []).length % 2 === 1) {
    const last = s.lastIndexOf("**");
    s = `${s.slice(0, last)}${s.slice(last + 2)}`.replace(/\s+/g, " ").trim();
  }
  return s.slice(0, MAX_SENTENCE_CHARS);
}

/** A paragraph's sentences: split after . ! ? where the next sentence starts. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?]["'\u201d\u2019)\]]*)\s+(?=["'\u201c\u2018(\[*]*[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The passage text of a plan: one paragraph per idea, its sentences joined by spaces. */
export function planContent(plan: readonly PlannedIdea[]): string {
  return plan.map((idea) => idea.sentences.join(" ")).join("\n\n");
}

/** Every JSON value the text may hold, most likely first: fenced blocks, the outermost braces, balanced spans. */
function jsonCandidates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/```[a-zA-Z]*[ \t]*\n?([\s\S]*?)```/g)) out.push(m[1]!.trim());
  for (const [open, close] of [
    ["{", "}"],
    ["[", "]"],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) out.push(text.slice(start, end + 1));
  }
  let tried = 0;
  for (let i = text.indexOf("{"); i >= 0 && tried < 20; i = text.indexOf("{", i + 1), tried++) {
    const end = balancedEnd(text, i);
    if (end > i) out.push(text.slice(i, end + 1));
  }
  return out;
}

/** The index of the brace that closes the one at `start`, honouring strings; -1 if none. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The model's JSON value, or a ProviderError saying why there is none. */
function extractJson(text: string): unknown {
  if (!/[{[]/.test(text)) throw new ProviderError("The AI provider did not return a passage in JSON.");
  for (const candidate of jsonCandidates(text)) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === "object") return value;
    } catch {
      // try the next candidate
    }
  }
  if (!text.includes("{")) throw new ProviderError("The AI provider did not return a passage in JSON.");
  throw new ProviderError("The AI provider returned malformed JSON.");
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? stripTags(v).replace(/\s+/g, " ").trim() : "");
const first = (o: Obj, ...keys: string[]): unknown => keys.map((k) => o[k]).find((v) => v !== undefined && v !== null);

const squash = (s: string) => s.toLowerCase().replace(/&/g, "and").replace(/[^a-z]/g, "");
const STRUCTURE_NAMES = new Map<string, TextStructure>([
  ...TEXT_STRUCTURES.map((s) => [squash(s), s] as [string, TextStructure]),
  ["causeandeffect", "cause-effect"],
  ["compareandcontrast", "compare-contrast"],
  ["problemandsolution", "problem-solution"],
  ["chronological", "sequence"],
  ["chronologicalorder", "sequence"],
  ["descriptive", "description"],
]);

function readStructure(v: unknown): TextStructure | undefined {
  return typeof v === "string" ? STRUCTURE_NAMES.get(squash(v)) : undefined;
}

function readRole(v: unknown): IdeaRole | undefined {
  const r = typeof v === "string" ? squash(v) : "";
  if (["opening", "open", "intro", "introduction", "beginning", "lead"].includes(r)) return "opening";
  if (["closing", "close", "conclusion", "ending", "end", "summary"].includes(r)) return "closing";
  if (["body", "middle", "detail", "support", "supporting"].includes(r)) return "body";
  return undefined;
}

function readSentences(v: unknown): string[] {
  const pieces = Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
  return pieces
    .flatMap((p) => (typeof p === "string" ? splitSentences(stripTags(p)) : isObj(p) ? [str(first(p, "text", "sentence"))] : []))
    .map(cleanSentence)
    .filter(Boolean)
    .slice(0, MAX_SENTENCES);
}

function readPlan(v: unknown): PlannedIdea[] {
  if (!Array.isArray(v)) return [];
  const ideas = v
    .filter(isObj)
    .map((item) => ({
      role: readRole(first(item, "role", "part", "type")),
      idea: str(first(item, "idea", "point", "heading", "summary")).slice(0, 200),
      sentences: readSentences(first(item, "sentences", "text", "content", "paragraph")),
    }))
    .filter((i) => i.sentences.length > 0)
    .slice(0, MAX_IDEAS);
  return ideas.map((i, n) => ({
    role: i.role ?? (n === 0 ? "opening" : n === ideas.length - 1 && ideas.length > 1 ? "closing" : "body"),
    idea: i.idea || i.sentences[0]!.replace(/\*\*/g, "").slice(0, 80),
    sentences: i.sentences,
  }));
}

/** The older answer form: {title, content} with paragraphs separated by blank lines. */
function planFromContent(content: string): PlannedIdea[] {
  const paragraphs = stripTags(content)
    .split(/\n\s*\n/)
    .map((p) => readSentences(p))
    .filter((s) => s.length > 0)
    .slice(0, MAX_IDEAS);
  return paragraphs.map((sentences, n) => ({
    role: n === 0 ? "opening" : n === paragraphs.length - 1 && paragraphs.length > 1 ? "closing" : "body",
    idea: sentences[0]!.replace(/\*\*/g, "").slice(0, 80),
    sentences,
  }));
}

function readTerms(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [];
  const terms = list
    .map((t) => str(t).replace(/\*\*/g, "").trim())
    .filter((t) => t.length > 0 && t.length <= 60);
  return [...new Set(terms)].slice(0, MAX_TERMS_READ);
}

function readKind(v: unknown): QuestionKind | undefined {
  const k = typeof v === "string" ? squash(v) : "";
  if (k === "mainidea" || k === "main" || k === "centralidea") return "main idea";
  if (k === "detail" || k === "details" || k === "keydetail") return "detail";
  if (k === "vocabulary" || k === "vocab" || k === "word" || k === "wordmeaning") return "vocabulary";
  if (k === "structure" || k === "textstructure") return "structure";
  return undefined;
}

function readQuestions(v: unknown): ComprehensionQuestion[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(isObj)
    .flatMap((q) => {
      const kind = readKind(first(q, "kind", "type"));
      const question = str(first(q, "question", "ask", "q")).replace(/\*\*/g, "").slice(0, 400);
      const answer = str(first(q, "answer", "a")).replace(/\*\*/g, "").slice(0, 600);
      return kind && question && answer ? [{ kind, question, answer }] : [];
    })
    .slice(0, MAX_QUESTIONS);
}

const LACKING = "The AI provider's answer lacked a title or passage text.";

/**
 * Reads a model's article: the plan (or, from older prompts, the content split into ideas), title,
 * terms, structure, main idea and questions. The Draft has the built-in writer's shape; the plan is
 * kept so that single sentences can be repaired.
 */
export function parseDraft(text: string, req: DraftRequest): Draft {
  const value = extractJson(text);
  if (!isObj(value)) throw new ProviderError(LACKING);
  const body = isObj(value.article) ? { ...value, ...value.article } : value;
  let plan = readPlan(body.plan ?? body.ideas ?? body.paragraphs);
  const content = first(body, "content", "passage", "text");
  if (plan.length === 0 && typeof content === "string") plan = planFromContent(content);
  const title = str(first(body, "title", "headline")).replace(/\*\*/g, "").slice(0, 200);
  if (plan.length === 0 || !title) throw new ProviderError(LACKING);
  // The structure asked for is the one the model was told to write in.
  const structure = req.textStructure ?? readStructure(first(body, "structure", "textStructure", "text_structure")) ?? "description";
  const mainIdea = str(first(body, "mainIdea", "main_idea", "mainidea"));
  return {
    title,
    content: planContent(plan),
    terms: readTerms(first(body, "terms", "high_level_terms", "highLevelTerms", "boldTerms")),
    structure,
    questions: readQuestions(body.questions),
    article: { topicName: req.topic.trim(), structure, structures: [structure] },
    notes: [],
    raw: value,
    plan,
    ...(mainIdea ? { mainIdea } : {}),
  };
}

const UNREADABLE_REPAIR = "The AI provider's rewrite could not be read.";

/**
 * Reads a repair answer: a replacement for each failing sentence, by its id ("3.2"), by idea and
 * sentence numbers, or in order when the model left the ids out. Sentences it was not asked about
 * are ignored: only failing sentences are ever replaced.
 */
export function parseRepair(text: string, failing: readonly FailingSentence[]): RepairAnswer {
  const value = extractJson(text);
  let items: unknown[] = [];
  if (Array.isArray(value)) items = value;
  else if (isObj(value)) {
    const list = first(value, "sentences", "replacements", "rewrites", "fixes");
    if (Array.isArray(list)) items = list;
    else if (isObj(list)) items = Object.entries(list).map(([id, t]) => ({ id, text: t }));
    else items = Object.entries(value).filter(([id]) => /^\d+\.\d+$/.test(id)).map(([id, t]) => ({ id, text: t }));
  }
  const byId = new Map(failing.map((f) => [f.id, f]));
  const fixes = new Map<string, SentenceFix>();
  items.forEach((item, n) => {
    const o = isObj(item) ? item : { text: item };
    const pick = (keys: string[], ok: (v: unknown) => boolean) => keys.map((k) => o[k]).find(ok);
    const textOf = cleanSentence(pick(["text", "sentence", "rewrite", "new", "replacement"], (v) => typeof v === "string"));
    if (!textOf) return;
    let id = String(first(o, "id") ?? "").trim();
    const isIndex = (v: unknown) => typeof v === "number" || (typeof v === "string" && /^\d+$/.test(v));
    const idea = Number(pick(["idea"], isIndex));
    const sentence = Number(pick(["sentence", "sentence_index", "sentenceIndex", "index"], isIndex));
    if (!byId.has(id) && Number.isInteger(idea) && Number.isInteger(sentence)) id = `${idea}.${sentence}`;
    const target = byId.get(id) ?? (items.length === failing.length && !first(o, "id") ? failing[n] : undefined);
    if (target && !fixes.has(target.id)) fixes.set(target.id, { idea: target.idea, sentence: target.sentence, text: textOf });
  });
  if (fixes.size === 0) throw new ProviderError(UNREADABLE_REPAIR);
  return { fixes: [...fixes.values()], raw: value };
}
