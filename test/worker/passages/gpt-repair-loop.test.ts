import { describe, expect, it } from "vitest";
import { analyzePassage, levelReader } from "../../../worker/phonics";
import { parseDraft } from "../../../worker/passages/providers/parse-draft";
import type { Draft, DraftRequest, FailingSentence, PassageWriter, RepairAnswer } from "../../../worker/passages/providers/types";
import { failingSentences, verifyAndRepair } from "../../../worker/passages/repair-loop";
import { FROG_ARTICLE, FROG_FAILING, FROG_FIXES, withSentence } from "../../fakes/openai-recordings";

// The loop itself, with writers in memory (the HTTP boundary is tested in gpt-providers.test.ts).

const req: DraftRequest = { level: 4, reader: levelReader(4), readingLevel: "level4", topic: "frogs", additionalContext: "" };
const never = new AbortController().signal;

function writer(first: Draft, answers: ((failing: FailingSentence[]) => RepairAnswer)[]): PassageWriter & { asked: FailingSentence[][] } {
  const asked: FailingSentence[][] = [];
  return {
    model: "test",
    asked,
    draft: async () => first,
    repair: async (_req, _previous, failing) => {
      asked.push(failing);
      const next = answers[asked.length - 1];
      if (!next) throw new Error("no more answers");
      return next(failing);
    },
  };
}

describe("verifyAndRepair", () => {
  it("judges sentences within the whole passage: a short sentence with a bold term is not over the 15% share", () => {
    const short = "A **tadpole** swims off.";
    const draft = parseDraft(JSON.stringify(withSentence(FROG_ARTICLE, 1, 1, short)), req);
    // Alone, the sentence would be 25% terms; in the passage it is fine.
    expect(analyzePassage(short, levelReader(4), draft.terms).violations.map((v) => v.reason)).toEqual(["high-level terms would pass 15% of the words"]);
    expect(failingSentences(draft as Draft & { plan: NonNullable<Draft["plan"]> }, analyzePassage(draft.content, levelReader(4), draft.terms), null)).toEqual([]);
  });

  it("names each failing sentence by idea and sentence, with its words and rules", () => {
    const draft = parseDraft(JSON.stringify(FROG_FAILING), req) as Draft & { plan: NonNullable<Draft["plan"]> };
    const failing = failingSentences(draft, analyzePassage(draft.content, levelReader(4), draft.terms), () => ["pond"]);
    expect(failing).toEqual([
      {
        id: "1.2",
        idea: 0,
        sentence: 1,
        ideaText: FROG_FAILING.plan[0]!.idea,
        role: "opening",
        text: FROG_FAILING.plan[0]!.sentences[1],
        violations: [{ word: "lake", rule: "silent e a_e /eɪ/, level 6" }],
        hints: ["pond"],
      },
      expect.objectContaining({ id: "4.2", idea: 3, sentence: 1, violations: [{ word: "quietly", rule: "open syllable i /aɪ/, level 5" }] }),
    ]);
  });

  it("merges the rewrites and keeps the best draft when a later rewrite is worse", async () => {
    const w = writer(parseDraft(JSON.stringify(FROG_FAILING), req), [
      () => ({ fixes: [{ idea: 0, sentence: 1, text: FROG_FIXES.sentences[0]!.text }], raw: "one fixed" }),
      () => ({ fixes: [{ idea: 3, sentence: 1, text: "It can sit quietly and silently on a log, waiting for a juicy insect." }], raw: "worse" }),
    ]);
    const out = await verifyAndRepair(w, req, { rounds: 3, signal: never });
    expect(w.asked.map((f) => f.map((s) => s.id))).toEqual([["1.2", "4.2"], ["4.2"], ["4.2"]]);
    expect(out.analysis.violations.map((v) => v.word)).toEqual(["quietly"]);
    expect(out.draft.content).toContain("swims in a pond");
    expect(out.draft.content).toContain("It can sit quietly on a log until");
    expect(out.rounds).toEqual([FROG_FAILING, "one fixed", "worse", { error: "no more answers" }]);
    expect(out.draft).not.toHaveProperty("plan");
  });

  it("does not ask for a repair once the time budget is spent", async () => {
    const w = writer(parseDraft(JSON.stringify(FROG_FAILING), req), []);
    const out = await verifyAndRepair(w, req, { rounds: 3, signal: AbortSignal.abort() });
    expect(w.asked).toEqual([]);
    expect(out.analysis.violations).toHaveLength(2);
  });

  it("splits a draft that has no plan into ideas and sentences", async () => {
    const plain: Draft = { title: "Frogs", content: "Frogs can jump. A frog can swim in a lake.\n\nIt sits on a log.", terms: [], raw: "plain" };
    const w = writer(plain, [(f) => ({ fixes: [{ idea: f[0]!.idea, sentence: f[0]!.sentence, text: "A frog can swim in a pond." }], raw: "fixed" })]);
    const out = await verifyAndRepair(w, req, { rounds: 3, signal: never });
    expect(w.asked[0]!.map((s) => s.id)).toEqual(["1.2"]);
    expect(out.draft.content).toBe("Frogs can jump. A frog can swim in a pond.\n\nIt sits on a log.");
    expect(out.analysis.compliance_percentage).toBe(100);
  });
});
