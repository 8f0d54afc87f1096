import { describe, expect, it } from "vitest";
import { analyzePassage, levelReader, MAX_TERMS, type Level } from "../../worker/phonics";
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
    const analysis = analyzePassage(sample.text, levelReader(level));
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

  // Independent expectations, read off each text by hand with PHONICS.md's level table: words that
  // must be in a list and words that must not (a word of another level, a heart word among the
  // targets, a one-syllable word among the multi-syllabic ones, a function word among the content).
  const EXPECTED: Record<string, Record<keyof SampleDocument["wordLists"], { in: string[]; out: string[] }>> = {
    Rain: {
      content: { in: ["ocean", "water", "vapor", "condensation", "cloud", "pollen"], out: ["the", "and", "it", "as"] },
      heart: { in: ["the", "of", "you", "they", "where"], out: ["wind", "damp", "ocean"] },
      target: { in: ["wind", "damp", "drifts", "split", "droplets", "plants"], out: ["sun", "gas", "bits", "the", "ocean"] },
      multisyllabic: { in: ["expands", "droplets", "endless"], out: ["wind", "drifts", "split"] },
    },
    "Frogs & Toads": {
      content: { in: ["tadpoles", "amphibians", "metamorphosis", "gills"], out: ["the", "and", "then"] },
      heart: { in: ["their", "very", "of", "from"], out: ["eggs", "frogs"] },
      target: { in: ["eggs", "gills", "webbed", "dotted", "licks", "habitats"], out: ["fish", "wet", "mud", "their", "tadpoles"] },
      multisyllabic: { in: ["habitats", "ribbons", "toxins"], out: ["eggs", "gills", "licks"] },
    },
    Magnets: {
      content: { in: ["iron", "steel", "poles", "magnet", "compass"], out: ["the", "and", "on"] },
      heart: { in: ["two", "one", "of", "pull", "push"], out: ["stick", "magnet"] },
      target: { in: ["stick", "twist", "plastic", "contact", "desk", "swings"], out: ["magnet", "pin", "bit", "sit", "two", "iron"] },
      multisyllabic: { in: ["plastic", "contact", "switches"], out: ["stick", "twist", "desk"] },
    },
  };

  it.each(Object.keys(EXPECTED))("gives %s word lists with the words that belong in each and without those that do not", async (name) => {
    const sample = (await fetchSamples()).find((s) => s.name === name)!;
    for (const [list, { in: present, out: absent }] of Object.entries(EXPECTED[name]!)) {
      const words = sample.wordLists[list as keyof SampleDocument["wordLists"]];
      expect(words, `${name}: ${list}`).toEqual(expect.arrayContaining(present));
      for (const word of absent) expect(words, `${name}: ${list} must not hold "${word}"`).not.toContain(word);
    }
    // Every multi-syllabic target is a target word too.
    expect(sample.wordLists.target).toEqual(expect.arrayContaining(sample.wordLists.multisyllabic));
  });

  it("lists the target words in reading order: where each first stands in the text", async () => {
    for (const sample of await fetchSamples()) {
      const text = sample.content.toLowerCase();
      const firstSeen = (w: string) => text.search(new RegExp(`(?<![a-z'])${w}(?![a-z'])`));
      const positions = sample.wordLists.target.map(firstSeen);
      expect(positions.every((p) => p >= 0), `${sample.name}: every target word is in the text`).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
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
