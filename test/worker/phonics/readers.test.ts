import { describe, expect, it } from "vitest";
import { Refused } from "../../../worker/domain-errors";
import {
  analyzePassage,
  idsOf,
  levelOf,
  levelReader,
  LEVEL_NUMBERS,
  PATTERNS,
  readerFor,
  SEQUENCES,
  wordOptions,
  type Reader,
} from "../../../worker/phonics";

// A reader is a sequence's step with the teacher's changes; our level N is step N of "spark".

const ufliBlends = readerFor({ sequence: "ufli", step: 4 }); // Lessons 35-41: blends, before digraphs
const wilsonVce = readerFor({ sequence: "wilson", step: SEQUENCES.find((s) => s.id === "wilson")!.steps.findIndex((s) => s.adds.includes("vce-a")) + 1 });
const verdict = (reader: Reader, words: string[]) => analyzePassage(words.join(" "), reader).violations.map((v) => v.word);

describe("patterns", () => {
  it("are 40-70 stable ids, each with a name, our level and examples", () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(40);
    expect(PATTERNS.length).toBeLessThanOrEqual(70);
    expect(new Set(PATTERNS.map((p) => p.id)).size).toBe(PATTERNS.length);
    for (const p of PATTERNS) expect(p.examples.length, p.id).toBeGreaterThanOrEqual(3);
  });

  it("name only examples that the engine spells with that pattern", () => {
    const wrong = PATTERNS.flatMap((p) =>
      p.examples.filter((w) => !(wordOptions(w) ?? []).some((o) => idsOf(o).includes(p.id))).map((w) => `${p.id}: ${w}`),
    );
    expect(wrong).toEqual([]);
  });

  it("name every way a word can be spelled: read is /rid/ (ee-ea) or /rɛd/ (short ea)", () => {
    const ways = (levelOf("read")?.options ?? []).map((o) => idsOf(o).sort().join("+")).sort();
    expect(ways).toEqual(["consonants+team-ea-short", "consonants+team-ee-ea"]);
  });
});

describe("our levels as the sequence spark", () => {
  it("step N is level N: every word of a mixed text has the same verdict as its level says", () => {
    const words = "cat ship jumped hopping robot make storm rain the was stone crust thick music cried babies don't it's".split(" ");
    for (const n of LEVEL_NUMBERS) {
      const refused = verdict(levelReader(n), words);
      const byLevel = words.filter((w) => {
        const level = levelOf(w)?.level ?? "beyond";
        return (level === "beyond" || level > n) && analyzePassage(w, levelReader(n)).tokens[0]?.status !== "heart";
      });
      expect(refused, `level ${n}`).toEqual(byLevel);
    }
  });
});

describe("published sequences", () => {
  it("blends before digraphs (UFLI lessons 35-41): stop, flag, crust decode and ship, chin, thick do not", () => {
    expect(verdict(ufliBlends, ["stop", "flag", "crust", "ship", "chin", "thick"])).toEqual(["ship", "chin", "thick"]);
  });

  it("names the untaught pattern and the lesson that teaches it", () => {
    const [ship] = analyzePassage("ship", ufliBlends).violations;
    expect(ship?.reason).toBe("digraph sh (taught at Lessons 45-50: digraphs sh, th, ch, wh, ph)");
  });

  it("silent e before open syllables (Wilson step 4): make decodes, robot does not", () => {
    expect(verdict(wilsonVce, ["make", "robot"])).toEqual(["robot"]);
    expect(verdict(levelReader(5), ["make", "robot"])).toEqual(["make"]);
  });

  it("counts as target words those that need the step's new patterns", () => {
    const a = analyzePassage("The frog can stop at the big log.", ufliBlends);
    expect(a.target_words.single_syllable).toEqual(["frog", "stop"]);
    expect(a.sequence_breakdown).toEqual({
      sequence: "ufli",
      steps: [
        { step: 1, name: "Lessons 1-19: first consonants and the five short vowels", words: ["can", "at", "big", "log"] },
        { step: 4, name: "Lessons 35-41: short vowel review, longer words with blends", words: ["frog", "stop"] },
      ],
    });
    expect(a.compliance_summary).toContain("decodable at UFLI Foundations order, Lessons 35-41");
  });
});

describe("a teacher's changes", () => {
  it("a pattern switched off refuses its words, and says so", () => {
    const noDigraphs = readerFor({ sequence: "spark", step: 4, remove: ["digraph-sh", "digraph-ch", "digraph-th", "digraph-wh", "digraph-ph", "digraph-ck"] });
    expect(verdict(noDigraphs, ["stop", "ship", "chin", "thick", "with"])).toEqual(["ship", "chin", "thick", "with"]);
    expect(analyzePassage("ship", noDigraphs).violations[0]?.reason).toBe("digraph sh (switched off)");
  });

  it("a pattern switched on admits its words before its step", () => {
    expect(verdict(readerFor({ sequence: "spark", step: 2, add: ["blend-s"] }), ["stop", "flag"])).toEqual(["flag"]);
  });

  it("allowed words count as compliant, with the suffixes the reader knows", () => {
    const reader = readerFor({ sequence: "spark", step: 3, allowedWords: ["Rosa"] });
    const a = analyzePassage("Rosa and Rosa's cat sat.", reader);
    expect(a.compliance_percentage).toBe(100);
    expect(a.tokens.filter((t) => t.status === "allowed").map((t) => t.word)).toEqual(["rosa", "rosa's"]);
    expect(analyzePassage("Rosa's cat sat.", readerFor({ sequence: "spark", step: 1, allowedWords: ["Rosa"] })).violations.map((v) => v.word)).toEqual(["rosa's"]);
  });

  it("refuses an unknown sequence, a step past the end and an unknown pattern", () => {
    expect(() => readerFor({ sequence: "nope", step: 1 })).toThrow(Refused);
    expect(() => readerFor({ sequence: "ufli", step: 99 })).toThrow(/Step must be a whole number from 1 to \d+ in UFLI/);
    expect(() => readerFor({ sequence: "spark", step: 1, add: ["digraph-zz"] })).toThrow('Unknown pattern "digraph-zz"');
  });
});
