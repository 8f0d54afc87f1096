import { analyzePassage, type PassageAnalysis, type Reader } from "../phonics";
import { libraryHints } from "./providers/library-hints";
import { planContent, splitSentences } from "./providers/parse-draft";
import type { Draft, DraftRequest, FailingSentence, PassageWriter, PlannedIdea, SentenceFix } from "./providers/types";

export interface Verified {
  draft: Draft;
  analysis: PassageAnalysis;
  /** Every raw output, first draft then each repair, for the Response JSON block. */
  rounds: unknown[];
}

/** Where each sentence of the plan sits in the passage text (offsets as the tokenizer counts them). */
interface Span {
  idea: number;
  sentence: number;
  start: number;
  end: number;
}

/** A draft whose content is exactly its plan, one paragraph per idea (a plain draft is split). */
function withPlan(d: Draft): Draft & { plan: PlannedIdea[] } {
  const plan =
    d.plan ??
    d.content
      .split(/\n\s*\n/)
      .map(splitSentences)
      .filter((s) => s.length > 0)
      .map((sentences, i, all): PlannedIdea => ({
        role: i === 0 ? "opening" : i === all.length - 1 ? "closing" : "body",
        idea: sentences[0]!.replace(/\*\*/g, "").slice(0, 80),
        sentences,
      }));
  return { ...d, plan, content: planContent(plan) };
}

function spansOf(plan: readonly PlannedIdea[]): Span[] {
  const spans: Span[] = [];
  let at = 0;
  plan.forEach((idea, i) => {
    if (i > 0) at += 2; // "\n\n"
    idea.sentences.forEach((s, j) => {
      if (j > 0) at += 1; // " "
      spans.push({ idea: i, sentence: j, start: at, end: at + s.length });
      at += s.length;
    });
  });
  return spans;
}

const analyze = (d: Draft, reader: Reader) => analyzePassage(d.content, reader, d.terms);

/**
 * The sentences the engine failed, each with its violating words and the rule each breaks. The
 * passage is analysed whole (the 8-term and 15% limits are limits on the passage, not on a
 * sentence) and every violating word is traced to the sentence it stands in.
 */
export function failingSentences(
  draft: Draft & { plan: PlannedIdea[] },
  analysis: PassageAnalysis,
  hints: ((idea: string, sentence: string) => string[]) | null,
): FailingSentence[] {
  const reason = new Map(analysis.violations.map((v) => [v.word, v.reason]));
  const spans = spansOf(draft.plan);
  const words = new Map<Span, Set<string>>();
  for (const t of analysis.tokens) {
    if (t.status !== "violation") continue;
    const span = spans.find((s) => t.start >= s.start && t.start < s.end);
    if (!span) continue;
    words.set(span, (words.get(span) ?? new Set()).add(t.word));
  }
  return [...words].map(([span, ws]) => {
    const idea = draft.plan[span.idea]!;
    const text = idea.sentences[span.sentence]!;
    return {
      id: `${span.idea + 1}.${span.sentence + 1}`,
      idea: span.idea,
      sentence: span.sentence,
      ideaText: idea.idea,
      role: idea.role,
      text,
      violations: [...ws].map((word) => ({ word, rule: reason.get(word) ?? "not decodable at this level" })),
      hints: hints?.(idea.idea, text) ?? [],
    };
  });
}

/** The draft with the model's new sentences in place of the failing ones. */
function merge(draft: Draft & { plan: PlannedIdea[] }, fixes: readonly SentenceFix[]): Draft & { plan: PlannedIdea[] } {
  const plan = draft.plan.map((idea, i) => ({
    ...idea,
    sentences: idea.sentences.map((s, j) => fixes.find((f) => f.idea === i && f.sentence === j)?.text ?? s),
  }));
  return { ...draft, plan, content: planContent(plan) };
}

/**
 * Models break decoding constraints; this is where we do not trust them. The engine judges the
 * article, and only the sentences it fails go back, each with its violating words, the rule each
 * breaks and, where the built-in library has the topic, decodable words it uses for the same idea.
 * The model's new sentences are merged in, for up to `rounds` rewrites while time remains. The
 * best draft seen is kept (a rewrite can make things worse), and it is returned with its true
 * compliance even when violations remain.
 */
export async function verifyAndRepair(
  writer: PassageWriter,
  req: DraftRequest,
  opts: { rounds: number; signal: AbortSignal },
): Promise<Verified> {
  let draft = withPlan(await writer.draft(req, opts.signal));
  let analysis = analyze(draft, req.reader);
  const rounds: unknown[] = [draft.raw];
  let best = { draft, analysis };
  let hints: ReturnType<typeof libraryHints> | undefined; // looked up once, when a repair is due
  for (let i = 0; i < opts.rounds && analysis.violations.length > 0 && writer.repair && !opts.signal.aborted; i++) {
    if (hints === undefined) hints = libraryHints(req.topic, req.reader);
    const failing = failingSentences(draft, analysis, hints);
    if (failing.length === 0) break;
    try {
      const answer = await writer.repair(req, draft, failing, opts.signal);
      draft = merge(draft, answer.fixes);
      rounds.push(answer.raw);
    } catch (e) {
      // A failed rewrite keeps the best draft so far: the teacher still gets a passage, with its
      // real numbers. Only a failed first draft is an error.
      rounds.push({ error: e instanceof Error ? e.message : String(e) });
      break;
    }
    analysis = analyze(draft, req.reader);
    if (analysis.compliance_percentage > best.analysis.compliance_percentage) best = { draft, analysis };
  }
  const { plan: _plan, ...answer } = best.draft;
  return { draft: answer, analysis: best.analysis, rounds };
}
