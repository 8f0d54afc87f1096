import { describe, expect, it } from "vitest";
import { HEART_WORDS } from "../../../worker/phonics/heart-words";
import { LEVEL_NUMBERS as LEVELS } from "../../../worker/phonics/level-names";
import { PATTERNS } from "../../../worker/phonics/patterns";
import { SEQUENCES, sequenceById, type Sequence } from "../../../worker/phonics/sequences";

const PRESET_IDS = ["ufli", "wilson", "spire"];

/** The function words any sentence needs; step 1 of every sequence must allow them. */
const CORE_WORDS = [
  ...["the", "a", "to", "of", "said", "was", "you", "your", "are", "were", "what", "who", "do", "does", "i"],
  ...["he", "she", "we", "me", "be", "my", "by", "no", "go", "so", "and", "they", "for", "or", "her", "one", "two"],
  ...["there", "where", "here", "have", "give", "live", "come", "some", "put", "pull", "push", "their", "from"],
  ...["want", "could", "would", "should", "into", "any", "many", "once", "been", "our", "all", "full", "little"],
  ...["only", "very", "pretty"],
];
/** Core words that are regular with single consonants and short vowels (s says /z/), so step 1 must teach those. */
const REGULAR_CORE = { is: ["short-i"], his: ["short-i"], has: ["short-a"], as: ["short-a"] } as const;

function seq(id: string): Sequence {
  const s = sequenceById(id);
  if (!s) throw new Error(`no sequence ${id}`);
  return s;
}

/** 0-based index of the step that adds the pattern. */
function stepOf(s: Sequence, pattern: string): number {
  const i = s.steps.findIndex((step) => step.adds.includes(pattern));
  if (i < 0) throw new Error(`${s.id} never adds ${pattern}`);
  return i;
}

/** Every pattern of `first` is added by a strictly earlier step than every pattern of `then`. */
function before(s: Sequence, first: readonly string[], then: readonly string[]): boolean {
  return Math.max(...first.map((p) => stepOf(s, p))) < Math.min(...then.map((p) => stepOf(s, p)));
}

describe("sequence registry", () => {
  it("lists ours first, then the presets, with unique ids", () => {
    const ids = SEQUENCES.map((s) => s.id);
    expect(ids[0]).toBe("spark");
    expect(ids).toEqual(expect.arrayContaining(PRESET_IDS));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(sequenceById(id)?.id).toBe(id);
    expect(ids.every((id) => /^[a-z0-9-]{1,40}$/.test(id))).toBe(true);
  });

  it("gives every sequence a name and a one-line source", () => {
    for (const s of SEQUENCES) {
      expect(s.name.trim(), s.id).not.toBe("");
      expect(s.source.trim(), s.id).not.toBe("");
      expect(s.source, s.id).not.toContain("\n");
    }
  });
});

describe.each(SEQUENCES.map((s) => [s.id, s] as const))("sequence %s", (_id, s) => {
  it("adds every pattern of the catalogue exactly once, and nothing else", () => {
    const added = s.steps.flatMap((step) => step.adds);
    const known = new Set(PATTERNS.map((p) => p.id));
    expect(added.filter((id) => !known.has(id))).toEqual([]);
    const counts = new Map<string, number>();
    for (const id of added) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(PATTERNS.map((p) => p.id).filter((id) => counts.get(id) !== 1)).toEqual([]);
  });

  it("names its steps, each differently", () => {
    const names = s.steps.map((step) => step.name.trim());
    expect(names.filter((n) => n === "")).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("introduces each heart word once, lower case", () => {
    const words = s.steps.flatMap((step) => step.heartWords);
    expect(words.filter((w) => !/^[a-z]+$/.test(w))).toEqual([]);
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it("introduces exactly our heart words (heart-words.ts)", () => {
    const words = s.steps.flatMap((step) => step.heartWords);
    expect([...words].sort()).toEqual(HEART_WORDS.map((h) => h.word).sort());
  });

  it("allows the core function words from step 1", () => {
    const first = s.steps[0];
    expect(first).toBeDefined();
    expect(CORE_WORDS.filter((w) => !first?.heartWords.includes(w))).toEqual([]);
    for (const [word, vowels] of Object.entries(REGULAR_CORE)) {
      expect([...vowels, "consonants"].filter((p) => !first?.adds.includes(p)), word).toEqual([]);
    }
  });

  it("teaches single consonants and short vowels in its first steps", () => {
    expect(stepOf(s, "consonants")).toBe(0);
    for (const v of ["short-a", "short-e", "short-i", "short-o", "short-u"]) expect(stepOf(s, v)).toBeLessThan(2);
  });
});

describe("spark", () => {
  it("adds exactly the patterns of level N at step N", () => {
    const spark = seq("spark");
    expect(spark.steps.length).toBe(LEVELS.length);
    for (const level of LEVELS) {
      const expected = PATTERNS.filter((p) => p.level === level).map((p) => p.id);
      expect([...(spark.steps[level - 1]?.adds ?? [])].sort(), `level ${level}`).toEqual([...expected].sort());
    }
  });
});

describe("published presets", () => {
  it.each(PRESET_IDS)("%s has between 10 and 25 steps", (id) => {
    const n = seq(id).steps.length;
    expect(n).toBeGreaterThanOrEqual(10);
    expect(n).toBeLessThanOrEqual(25);
  });

  it.each(PRESET_IDS)("%s names lessons or levels in every step", (id) => {
    const unnamed = seq(id).steps.filter((step) => !/\d|Beyond|Suffix spelling/.test(step.name));
    expect(unnamed.map((step) => step.name)).toEqual([]);
  });
});

describe("UFLI Foundations order", () => {
  const ufli = seq("ufli");

  it("teaches -s inside the alphabet lessons, before blends and digraphs", () => {
    expect(before(ufli, ["suffix-s"], ["blend-l", "digraph-sh"])).toBe(true);
  });

  it("teaches blends before digraphs", () => {
    expect(before(ufli, ["blend-l", "blend-r", "blend-s", "final-blends"], ["digraph-sh", "digraph-ch", "digraph-th"])).toBe(true);
  });

  it("teaches -ng, -nk and three-letter blends after the digraphs", () => {
    expect(before(ufli, ["digraph-sh", "digraph-th"], ["welded-ng", "welded-nk", "blend-3"])).toBe(true);
  });

  it("teaches -es, -ed and -ing after silent e", () => {
    expect(before(ufli, ["vce-a", "vce-i", "vce-o", "vce-e", "vce-u"], ["suffix-es", "suffix-ed", "suffix-ing"])).toBe(true);
  });

  it("teaches open syllables after silent e, and -tch/-dge after the endings", () => {
    expect(before(ufli, ["vce-a"], ["open-a", "open-o"])).toBe(true);
    expect(before(ufli, ["suffix-ed"], ["tch", "dge"])).toBe(true);
  });

  it("teaches r-controlled vowels before vowel teams, diphthongs after the long vowel teams", () => {
    expect(before(ufli, ["r-ar", "r-or", "r-er", "r-ir", "r-ur"], ["team-ai-ay", "team-ee-ea", "team-oa-ow"])).toBe(true);
    expect(before(ufli, ["team-ai-ay", "team-oo-long"], ["team-oi-oy", "team-ou-ow"])).toBe(true);
  });

  it("teaches the suffix spelling changes after the vowel teams", () => {
    expect(before(ufli, ["team-oi-oy"], ["suffix-doubling", "suffix-drop-e", "suffix-y-to-i"])).toBe(true);
  });

  it("puts -all words with lesson 43 and w + or words with the r-controlled vowels", () => {
    const with43 = ufli.steps.find((step) => step.name.startsWith("Lessons 42-44"));
    expect(with43?.heartWords).toEqual(expect.arrayContaining(["ball", "call", "fall"]));
    const rStep = ufli.steps[stepOf(ufli, "r-ar")];
    expect(rStep?.heartWords).toEqual(expect.arrayContaining(["work", "word", "world"]));
  });
});

describe("Wilson Reading System order", () => {
  const wilson = seq("wilson");

  it("teaches digraphs and -s in Step 1, before welded sounds and blends", () => {
    expect(before(wilson, ["digraph-sh", "digraph-ch", "digraph-th", "digraph-ck", "suffix-s"], ["welded-ng", "blend-l"])).toBe(true);
    expect(before(wilson, ["welded-ng", "welded-nk"], ["blend-l", "blend-r", "blend-s"])).toBe(true);
  });

  it("teaches silent e before open syllables", () => {
    for (const v of ["a", "e", "i", "o", "u"]) expect(before(wilson, [`vce-${v}`], [`open-${v}`])).toBe(true);
    expect(before(wilson, ["vce-a"], ["open-y", "final-y"])).toBe(true);
  });

  it("teaches -ing before silent e and the whole of -ed after open syllables", () => {
    expect(before(wilson, ["suffix-ing"], ["vce-a"])).toBe(true);
    expect(before(wilson, ["open-a"], ["suffix-ed"])).toBe(true);
  });

  it("teaches -tch, -dge and ph after open syllables, r-controlled before vowel teams", () => {
    expect(before(wilson, ["open-a"], ["tch", "dge", "digraph-ph"])).toBe(true);
    expect(before(wilson, ["r-ar", "r-er", "r-ir", "r-or", "r-ur"], ["team-ai-ay", "team-oa-ow", "team-ee-ea"])).toBe(true);
  });

  it("changes basewords only after the vowel teams of Step 9", () => {
    expect(before(wilson, ["team-ee-ea", "team-ew-ue"], ["suffix-drop-e", "suffix-doubling", "suffix-y-to-i"])).toBe(true);
  });

  it("has Wilson's Step 1 sight word both in step 1", () => {
    expect(wilson.steps[0]?.heartWords).toContain("both");
  });
});

describe("S.P.I.R.E. order", () => {
  const spire = seq("spire");

  it("teaches silent e before open syllables", () => {
    expect(before(spire, ["vce-a", "vce-e", "vce-i", "vce-o", "vce-u"], ["open-e", "open-o", "open-y", "open-a", "open-u"])).toBe(true);
  });

  it("teaches the first vowel teams before r-controlled vowels", () => {
    expect(before(spire, ["team-ai-ay", "team-ee-ea", "team-igh-ie", "team-oo-long"], ["r-ar", "r-or", "r-er", "r-ir", "r-ur"])).toBe(true);
  });

  it("teaches digraphs before welded sounds, -tch before -dge, ph late", () => {
    expect(before(spire, ["digraph-sh", "digraph-ch", "digraph-th", "digraph-wh"], ["welded-ng", "welded-nk"])).toBe(true);
    expect(before(spire, ["tch"], ["dge"])).toBe(true);
    expect(before(spire, ["r-ar", "dge"], ["digraph-ph"])).toBe(true);
  });

  it("teaches the suffixes after silent e and open syllables", () => {
    expect(before(spire, ["vce-a", "open-o"], ["suffix-s", "suffix-es", "suffix-ed", "suffix-ing"])).toBe(true);
  });
});

describe("how the presets differ from ours", () => {
  const spark = seq("spark");

  it("ours teaches digraphs before blends and -ed before silent e; UFLI the other way round", () => {
    expect(before(spark, ["digraph-sh"], ["blend-l"])).toBe(true);
    expect(before(seq("ufli"), ["blend-l"], ["digraph-sh"])).toBe(true);
    expect(before(spark, ["suffix-ed"], ["vce-a"])).toBe(true);
    expect(before(seq("ufli"), ["vce-a"], ["suffix-ed"])).toBe(true);
  });

  it("ours teaches open syllables before silent e; Wilson and S.P.I.R.E. the other way round", () => {
    expect(before(spark, ["open-a"], ["vce-a"])).toBe(true);
    expect(before(seq("wilson"), ["vce-a"], ["open-a"])).toBe(true);
    expect(before(seq("spire"), ["vce-a"], ["open-a"])).toBe(true);
  });
});
