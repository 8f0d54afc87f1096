import { describe, expect, it } from "vitest";
import { analyzePassage, MAX_TERMS, type Level } from "../../worker/phonics";
import { SAMPLES } from "../../worker/samples/samples";
import type { SampleDocument } from "../../schema/samples";
import { api, signedIn } from "./helpers";

const fetchSamples = async () => {
  const res = await api("GET", "/api/samples");
  expect(res.status).toBe(200);
  return res.json<SampleDocument[]>();
};

describe("the sample passages, judged by the engine", () => {
  it.each(SAMPLES.map((s) => [s.name, s] as const))("%s is 100%% decodable at its level, 150-250 words", (_, sample) => {
    const level = Number(sample.levelId.slice("level".length)) as Level;
    const analysis = analyzePassage(sample.text, level);
    expect(analysis.violations).toEqual([]);
    expect(analysis.compliance_percentage).toBe(100);
    expect(analysis.word_count).toBeGreaterThanOrEqual(150);
    expect(analysis.word_count).toBeLessThanOrEqual(250);
    // PHONICS.md's "good passage": it practises the level's pattern, with few pre-taught terms.
    expect(analysis.target_percentage).toBeGreaterThanOrEqual(15);
    expect(analysis.high_level_terms.length).toBeGreaterThan(0);
    expect(analysis.high_level_terms.length).toBeLessThanOrEqual(MAX_TERMS);
  });

  it("are written in paragraphs separated by blank lines, each with a title", () => {
    for (const sample of SAMPLES) {
      expect(sample.title.trim()).not.toBe("");
      expect(sample.text.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("GET /api/samples", () => {
  it("answers signed-out visitors with the three samples of SPEC.md §2, in order", async () => {
    const samples = await fetchSamples();
    expect(samples.map((s) => [s.name, s.level, s.levelName])).toEqual([
      ["Rain", 4, "Consonant clusters"],
      ["Frogs & Toads", 3, "With suffixes"],
      ["Magnets", 4, "Consonant clusters"],
    ]);
    expect(new Set(samples.map((s) => s.id)).size).toBe(3);
  });

  it("gives each sample's full text, title and the engine's compliance", async () => {
    for (const sample of await fetchSamples()) {
      const source = SAMPLES.find((s) => s.id === sample.id)!;
      expect(sample.content).toBe(source.text);
      expect(sample.title).toBe(source.title);
      expect(sample.compliance_percentage).toBe(100);
    }
  });

  it("computes every word list with analyzePassage at the sample's level", async () => {
    for (const sample of await fetchSamples()) {
      const analysis = analyzePassage(sample.content, sample.level as Level);
      const { single_syllable, multisyllabic } = analysis.target_words;
      expect(sample.wordLists.content).toEqual(analysis.content_words);
      expect(sample.wordLists.heart).toEqual(analysis.heart_words);
      expect(sample.wordLists.multisyllabic).toEqual(multisyllabic);
      expect([...sample.wordLists.target].sort()).toEqual([...single_syllable, ...multisyllabic].sort());
      // Target words are in reading order: the order of their first appearance in the text.
      const firstSeen = (w: string) => analysis.tokens.findIndex((t) => t.word === w);
      const positions = sample.wordLists.target.map(firstSeen);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const list of Object.values(sample.wordLists)) expect(list.length).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/analyze on the samples", () => {
  it("scores each sample's text 100% at its level", async () => {
    const { cookie } = await signedIn();
    for (const sample of SAMPLES) {
      const res = await api("POST", "/api/analyze", { cookie, body: { text: sample.text, readingLevel: sample.levelId } });
      expect(res.status).toBe(200);
      const body = await res.json<{ compliance_percentage: number; violations: unknown[] }>();
      expect(body.violations).toEqual([]);
      expect(body.compliance_percentage).toBe(100);
    }
  });
});
