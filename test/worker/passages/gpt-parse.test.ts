import { describe, expect, it } from "vitest";
import { levelReader } from "../../../worker/phonics";
import { parseDraft, parseRepair } from "../../../worker/passages/providers/parse-draft";
import { ProviderError, type DraftRequest, type FailingSentence } from "../../../worker/passages/providers/types";
import { FROG_ARTICLE } from "../../fakes/openai-recordings";

// How model answers are read (worker/passages/providers/parse-draft.ts): robust to the shapes
// models really produce, strict about what reaches the page.

const req: DraftRequest = { level: 4, reader: levelReader(4), readingLevel: "level4", topic: " Frogs ", additionalContext: "" };

describe("parseDraft", () => {
  it("reads an article into the built-in writer's shape, one paragraph per idea", () => {
    const d = parseDraft(JSON.stringify(FROG_ARTICLE), req);
    expect(d.title).toBe("The Frog in the Pond");
    expect(d.structure).toBe("sequence");
    expect(d.article).toEqual({ topicName: "Frogs", structure: "sequence", structures: ["sequence"] });
    expect(d.notes).toEqual([]);
    expect(d.terms).toEqual(["frogs", "tadpole", "tongue"]);
    expect(d.questions).toEqual(FROG_ARTICLE.questions);
    expect(d.mainIdea).toBe(FROG_ARTICLE.mainIdea);
    expect(d.content.split("\n\n")).toHaveLength(FROG_ARTICLE.plan.length);
    expect(d.plan?.map((i) => i.role)).toEqual(["opening", "body", "body", "body", "closing"]);
  });

  it("prefers the structure the teacher asked for, and reads the model's own wording of one", () => {
    expect(parseDraft(JSON.stringify(FROG_ARTICLE), { ...req, textStructure: "cause-effect" }).structure).toBe("cause-effect");
    expect(parseDraft(JSON.stringify({ ...FROG_ARTICLE, structure: "Compare and Contrast" }), req).structure).toBe("compare-contrast");
    expect(parseDraft(JSON.stringify({ ...FROG_ARTICLE, structure: "Problem & Solution" }), req).structure).toBe("problem-solution");
    expect(parseDraft(JSON.stringify({ ...FROG_ARTICLE, structure: "poem" }), req).structure).toBe("description");
  });

  it("takes sentences given as one string, infers missing roles, and drops empty ideas", () => {
    const d = parseDraft(
      JSON.stringify({
        title: "Frogs",
        plan: [
          { idea: "a", sentences: "Frogs can jump. They can swim!" },
          { idea: "empty", sentences: [] },
          { idea: "b", text: "A frog has legs." },
          { idea: "c", sentences: ["It hops."] },
        ],
      }),
      req,
    );
    expect(d.plan).toEqual([
      { role: "opening", idea: "a", sentences: ["Frogs can jump.", "They can swim!"] },
      { role: "body", idea: "b", sentences: ["A frog has legs."] },
      { role: "closing", idea: "c", sentences: ["It hops."] },
    ]);
    expect(d.content).toBe("Frogs can jump. They can swim!\n\nA frog has legs.\n\nIt hops.");
    expect(d.questions).toEqual([]);
  });

  it("never lets model markup through, and closes a stray bold marker", () => {
    const d = parseDraft(
      JSON.stringify({
        title: "<b>Frogs</b>",
        plan: [{ role: "opening", idea: "x", sentences: ['<script>alert(1)</script>A **frog can <img src=x onerror="a()">jump.', "It **hops**."] }],
        questions: [{ kind: "Main Idea", question: "<i>What</i> is it about?", answer: "Frogs." }, { kind: "riddle", question: "?", answer: "!" }],
      }),
      req,
    );
    expect(d.title).toBe("Frogs");
    expect(d.content).toBe("alert(1)A frog can jump. It **hops**.");
    expect(d.questions).toEqual([{ kind: "main idea", question: "What is it about?", answer: "Frogs." }]);
  });

  it("reads the older {title, content} answer and terms given as text", () => {
    const d = parseDraft(JSON.stringify({ title: "Frogs", content: "Frogs jump. Frogs swim.\n\nA frog has a **tongue**.", high_level_terms: "tongue, tadpole" }), req);
    expect(d.plan?.map((i) => i.sentences)).toEqual([["Frogs jump.", "Frogs swim."], ["A frog has a **tongue**."]]);
    expect(d.terms).toEqual(["tongue", "tadpole"]);
  });

  it.each([
    ["prose", "Frogs are amphibians.", "The AI provider did not return a passage in JSON."],
    ["cut-off JSON", '{"title": "Frogs", "plan": [{"sentences": ["Frogs jump."]', "The AI provider returned malformed JSON."],
    ["no plan", '{"title": "Frogs"}', "The AI provider's answer lacked a title or passage text."],
    ["no title", JSON.stringify({ ...FROG_ARTICLE, title: " " }), "The AI provider's answer lacked a title or passage text."],
    ["a bare list", '["Frogs jump."]', "The AI provider's answer lacked a title or passage text."],
  ])("refuses %s with a ProviderError", (_, text, message) => {
    expect(() => parseDraft(text, req)).toThrow(new ProviderError(message));
  });
});

const failing: FailingSentence[] = [
  { id: "1.2", idea: 0, sentence: 1, ideaText: "a", role: "opening", text: "in a lake", violations: [], hints: [] },
  { id: "4.2", idea: 3, sentence: 1, ideaText: "b", role: "body", text: "quietly", violations: [], hints: [] },
];

describe("parseRepair", () => {
  it("maps new sentences to the failing ones by id, ignoring sentences it was not asked about", () => {
    const r = parseRepair(
      'Here you go:\n```json\n{"sentences": [{"id": "4.2", "text": "It sits still."}, {"id": "2.1", "text": "Not asked."}, {"id": "1.2", "text": "in a <b>pond</b>"}]}\n```',
      failing,
    );
    expect(r.fixes).toEqual([
      { idea: 3, sentence: 1, text: "It sits still." },
      { idea: 0, sentence: 1, text: "in a pond" },
    ]);
  });

  it("reads ids as idea and sentence numbers, a map of ids, or entries in order", () => {
    expect(parseRepair('{"sentences": [{"idea": 4, "sentence": 2, "text": "x."}]}', failing).fixes).toEqual([{ idea: 3, sentence: 1, text: "x." }]);
    expect(parseRepair('{"1.2": "a.", "4.2": "b."}', failing).fixes.map((f) => f.text)).toEqual(["a.", "b."]);
    expect(parseRepair('[{"text": "a."}, {"text": "b."}]', failing).fixes.map((f) => f.idea)).toEqual([0, 3]);
  });

  it.each([
    ["prose", "I fixed them.", "The AI provider did not return a passage in JSON."],
    ["no usable entry", '{"sentences": [{"id": "9.9", "text": "x"}]}', "The AI provider's rewrite could not be read."],
  ])("refuses %s with a ProviderError", (_, text, message) => {
    expect(() => parseRepair(text, failing)).toThrow(new ProviderError(message));
  });
});
