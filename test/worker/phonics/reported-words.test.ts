/**
 * Words content authors reported, judged against PHONICS.md: the bugs that were fixed, and the
 * verdicts the contract itself decides (so they are not "fixed" back by accident).
 */
import { describe, expect, it } from "vitest";
import { levelOf, wordLevel } from "../../../worker/phonics/level-of";
import type { WordLevel } from "../../../worker/phonics/types";

function levels(words: readonly string[]): Record<string, WordLevel | null> {
  return Object.fromEntries(words.map((w) => [w, wordLevel(w)]));
}

function expectLevel(words: readonly string[], level: WordLevel): void {
  expect(levels(words)).toEqual(Object.fromEntries(words.map((w) => [w, level])));
}

describe("open syllables and final y", () => {
  it("levels pony at 5: open syllable and final y, although CMUdict gives the y secondary stress", () => {
    expect(levelOf("pony")).toMatchObject({ level: 5, pattern: "open syllable o /oʊ/" });
    expectLevel(["pony", "tiny", "lady", "navy", "duty", "holy", "tidy", "ivy", "ponies"], 5);
  });
  it("reads a final y with secondary stress as the final /i/ in other words too (thirty, ducky)", () => {
    expect(levels(["thirty", "ducky", "story"])).toEqual({ thirty: 7, ducky: 5, story: 7 });
  });
});

describe("an inflection has its base's level (rule 4)", () => {
  it("levels erodes at 6 like erode, though CMUdict lists erode's /ˈiroʊd/ only for the base", () => {
    expectLevel(["erode", "erodes", "eroded"], 6);
    expect(levelOf("erodes")?.parts?.[0]).toMatchObject({ word: "erode", level: 6 });
  });
  it("never makes an inflection easier than its base: condenses is beyond like condense", () => {
    expectLevel(["condense", "condenses", "serve", "served", "verse", "verses"], "beyond");
  });
  it("analyses a base that is itself an inflection: savings = saving + s = save + ing + s", () => {
    expectLevel(["save", "saving", "savings"], 6);
  });
  it("accepts either reduced vowel of CMUdict in the base: edits = edit + s, cavities = cavity + es", () => {
    expect(levelOf("edits")).toMatchObject({ level: 3, parts: [{ word: "edit" }] });
    expect(levelOf("cavities")).toMatchObject({ level: 5, parts: [{ word: "cavity" }] });
  });
  it("follows the base's level over all its pronunciations: living, lived, lives are 6 like live (/laɪv/)", () => {
    expectLevel(["live", "lived", "lives", "living"], 6);
  });
});

describe("which base an inflection has", () => {
  it("levels compasses beyond: compass + es from the dictionary, not a stripped 'compas' + es", () => {
    const compasses = levelOf("compasses");
    expect(compasses).toMatchObject({ level: "beyond", source: "spelling", parts: [{ word: "compass", source: "dictionary" }] });
  });
  it("prefers a dictionary base to a spelling guess for words CMUdict lacks: condenses = condense + s", () => {
    expect(levelOf("condenses")?.parts?.[0]?.word).toBe("condense");
  });
  it("does not build an inflection on a plural or past form: tenses = tense + s, teased = tease + d", () => {
    expect(levelOf("tenses")).toMatchObject({ level: "beyond", parts: [{ word: "tense" }] });
    expect(levelOf("teased")).toMatchObject({ level: "beyond", parts: [{ word: "tease" }] });
    expect(levelOf("lapsed")?.parts?.[0]?.word).toBe("lapse");
    expect(levelOf("savings")?.parts?.[0]?.word).toBe("saving");
  });
  it("keeps ss ll ff zz in the base when it is a word, and undoes doubling otherwise", () => {
    expect(["passed", "filled", "glasses", "gassed", "dispelled"].map((w) => levelOf(w)?.parts?.[0]?.word)).toEqual([
      "pass", "fill", "glass", "gas", "dispel",
    ]);
  });
  it("levels lens and lenses beyond: the s of lens is part of the word and final ns is no cluster", () => {
    expect(levelOf("lens")).toMatchObject({ level: "beyond", pattern: "consonants ns together (not a level 4 cluster)" });
    expect(levelOf("lens")?.parts).toBeUndefined();
    expect(levelOf("lenses")).toMatchObject({ level: "beyond", parts: [{ word: "lens" }] });
  });
  it("does not take a CMUdict name as a base: died is die + d, ties is tie + s, need is no inflection", () => {
    expect(levelOf("died")).toMatchObject({ level: 8, parts: [{ word: "die" }] });
    expect(levelOf("ties")).toMatchObject({ level: 8, parts: [{ word: "tie" }] });
    expect(levelOf("woes")?.parts?.[0]?.word).toBe("woe");
    expect(levelOf("need")?.parts).toBeUndefined();
    expect(levelOf("doses")).toMatchObject({ level: 6, parts: [{ word: "dose" }] });
  });
});

describe("rr after an r-controlled vowel", () => {
  it("levels hurricane at 7: the second r of hur-ri-cane repeats the /r/ of ur", () => {
    expect(levelOf("hurricane")).toMatchObject({ level: 7, pattern: "r-controlled ur /ɝ/" });
    expectLevel(["hurry", "furry", "current", "starry", "horror", "correct"], 7);
  });
  it("still keeps a short vowel before rr and a final rr beyond (carry, mirror, purr)", () => {
    expectLevel(["carry", "berry", "mirror", "purr", "purring"], "beyond");
  });
});

describe("CMUdict errors are corrected before analysis", () => {
  it("levels rainforest at 8 like rain and forest (CMUdict wrote ai as /aɪ/)", () => {
    expect(levelOf("rainforest")).toMatchObject({ level: 8, pattern: "vowel team ai /eɪ/" });
    expect(wordLevel("rainforests")).toBe(8);
  });
  it("levels color and colors beyond: o says /ʌ/ (CMUdict's 'caller' reading of color is dropped)", () => {
    expect(levelOf("color")).toMatchObject({ level: "beyond", pattern: "o says /ʌ/" });
    expectLevel(["colors", "colored"], "beyond");
  });
  it("hears -s and -ed with the voicing of the sound before them: bobcats, muskrats, yelped", () => {
    expect(levels(["bobcats", "muskrats", "yelped", "tramps"])).toEqual({ bobcats: 3, muskrats: 4, yelped: 4, tramps: 4 });
  });
});

describe("verdicts the contract decides", () => {
  it("keeps a schwa in an open syllable beyond, and says so: magma, delta, umbrella (rule 2: a short vowel needs a closed syllable)", () => {
    expect(levelOf("magma")).toMatchObject({ level: "beyond", pattern: "unstressed a /ə/ in an open syllable" });
    expectLevel(["delta", "umbrella", "data", "sofa"], "beyond");
  });
  it("lets a reduced vowel close its syllable like any short vowel: across is ac-ross (1), like fan-tas-tic", () => {
    expect(levels(["across", "fantastic", "upon"])).toEqual({ across: 1, fantastic: 1, upon: 1 });
  });
  it("judges a word by any of its pronunciations: lived through /laɪvd/, minute through /maɪˈnut/ (6)", () => {
    expect(levelOf("lived")).toMatchObject({ level: 6, pattern: "silent e i_e /aɪ/" });
    expect(levelOf("minute")).toMatchObject({ level: 6, pattern: "silent e u_e /u/" });
  });
  it("reads evening as CMUdict's two syllables, eve-ning, with a VCE e_e (6)", () => {
    expect(levelOf("evening")).toMatchObject({ level: 6, syllables: 2, pattern: "silent e e_e /i/" });
  });
});
