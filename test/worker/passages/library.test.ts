import { describe, expect, it } from "vitest";
import { analyzePassage, MAX_TERMS } from "../../../worker/phonics/analyze-passage";
import { levelOf } from "../../../worker/phonics/level-of";
import { tokenize } from "../../../worker/phonics/tokenize";
import type { Level } from "../../../worker/phonics/types";
import { matchTopic } from "../../../worker/passages/composer/topic-match";
import { writeFromLibrary } from "../../../worker/passages/composer/write";
import { TOPICS } from "../../../worker/passages/library/index";

const LEVELS: Level[] = [1, 2, 3, 4, 5, 6, 7, 8];
// Real words that CMUdict lacks, reviewed by hand; anything else unknown is a misspelling.
const DICTIONARY_GAPS = new Set(["stargazing"]);
// Two seeds of the usual length, and one each of the wishes "shorter" and "longer".
const RUNS = [
  { length: "normal", seed: 101 },
  { length: "normal", seed: 202 },
  { length: "short", seed: 303 },
  { length: "long", seed: 404 },
] as const;
const sentences = (content: string) => content.replace(/\*\*/g, "").split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);

describe("the content library", () => {
  it("covers at least 40 topics, including every topic the page suggests or samples", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(40);
    const typed = ["animals", "space", "sports", "rain", "frogs & toads", "magnets", "weather", "volcanoes", "plants", "the moon", "oceans", "insects", "bats", "sharks", "the human body", "electricity", "sound", "light", "rocks"];
    for (const t of typed) expect(matchTopic(t, TOPICS).topic, t).not.toBeNull();
    for (const [t, id] of [["toads", "frogs-and-toads"], ["outer space", "space"], ["planets", "space"], ["soccer", "sports"]]) {
      expect(matchTopic(t!, TOPICS).topic?.id, t).toBe(id);
    }
  });

  it("gives every topic a unique id, a name, aliases and titles", () => {
    const ids = TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TOPICS) {
      expect(t.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(t.aliases.length, t.id).toBeGreaterThan(0);
      expect(t.titles.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.sections.length, t.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("repeats no sentence within a topic", () => {
    for (const t of TOPICS) {
      const all = t.sections.flatMap((s) => s.sentences);
      expect(new Set(all).size, t.id).toBe(all.length);
    }
  });

  it("spells every word as the dictionary does (names aside)", () => {
    const unknown: string[] = [];
    for (const t of TOPICS) {
      const names = new Set(t.terms.map((w) => w.toLowerCase()));
      for (const s of [...t.titles, ...t.sections.flatMap((x) => x.sentences)]) {
        for (const tok of tokenize(s)) {
          if (!tok.word || names.has(tok.word) || DICTIONARY_GAPS.has(tok.word)) continue;
          const a = levelOf(tok.word);
          if (a && a.source !== "dictionary" && !(a.parts ?? []).every((p) => p.source === "dictionary")) unknown.push(`${t.id}: ${tok.word}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe.each(TOPICS.map((t) => [t.name, t] as const))("%s", (_name, topic) => {
  it.each(LEVELS)("yields good, fully compliant passages of every length at level %i", (level) => {
    for (const { length, seed } of RUNS) {
      const c = writeFromLibrary(topic, level, { length }, seed);
      const a = analyzePassage(c.content, level, c.terms);
      const where = `${topic.id} L${level} ${length} seed ${seed}`;
      expect(a.violations, where).toEqual([]);
      expect(a.compliance_percentage, where).toBe(100);
      expect(a.word_count, where).toBeGreaterThanOrEqual(120);
      expect(a.word_count, where).toBeLessThanOrEqual(250);
      expect(a.high_level_terms.length, where).toBeLessThanOrEqual(MAX_TERMS);
      if (level > 1) expect(a.target_percentage, where).toBeGreaterThanOrEqual(15);
      const said = sentences(c.content);
      expect(new Set(said).size, where).toBe(said.length);
      expect(c.title.length, where).toBeGreaterThan(0);
    }
  });
});
