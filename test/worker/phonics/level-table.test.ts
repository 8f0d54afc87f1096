import { describe, expect, it } from "vitest";
import { levelOf } from "../../../worker/phonics/level-of";
import type { WordLevel } from "../../../worker/phonics/types";

/** Level of each word, as a map, so one failure shows every word that moved. */
function levels(words: readonly string[]): Record<string, WordLevel | undefined> {
  return Object.fromEntries(words.map((w) => [w, levelOf(w)?.level]));
}

function expectLevel(words: readonly string[], level: WordLevel): void {
  expect(levels(words)).toEqual(Object.fromEntries(words.map((w) => [w, level])));
}

describe("the examples of the brief", () => {
  it("puts CVC words at level 1", () => expectLevel(["cat", "his", "magnet", "rabbit", "fantastic", "until"], 1));
  it("puts digraph words at level 2", () => expectLevel(["ship", "chin", "with", "when", "duck", "math"], 2));
  it("puts suffixed level 1-2 bases at level 3", () => expectLevel(["cats", "dishes", "fished", "wished"], 3));
  it("puts cluster words at level 4", () => expectLevel(["stop", "frog", "jump", "string", "sing", "jumping", "match"], 4));
  it("puts open syllables at level 5", () => expectLevel(["go", "me", "hi", "robot", "music", "baby", "my", "fly", "happy"], 5));
  it("puts VCE words at level 6", () => expectLevel(["make", "these", "bike", "home", "cube", "invite"], 6));
  it("puts r-controlled words at level 7", () => expectLevel(["car", "her", "bird", "storm", "turn", "doctor"], 7));
  it("puts vowel teams at level 8", () => {
    expectLevel(["rain", "play", "tree", "bread", "boat", "snow", "cloud", "coin", "moon", "book", "new", "saw", "light"], 8);
  });
  it("puts everything outside the table beyond level 8", () => {
    expectLevel(
      ["cell", "gem", "knee", "write", "table", "nation", "great", "said", "monkey", "water", "wasp", "kind", "most"],
      "beyond",
    );
    expectLevel(["both", "word", "here", "more", "were", "was", "of", "put", "have", "give", "come"], "beyond");
  });
});

describe("level 1: short vowels in closed syllables, single and doubled consonants", () => {
  it("accepts each short vowel, o as /ɔ/ where the dictionary says so", () => {
    expectLevel(["bat", "bed", "sit", "hot", "cup", "dog", "off"], 1);
  });
  it("accepts every single consonant, qu, x and consonant y", () => {
    expectLevel(["jog", "kid", "van", "zip", "quit", "box", "yes", "wet", "has"], 1);
  });
  it("accepts doubled consonants across syllables and final ff ll ss zz", () => {
    expectLevel(["rabbit", "kitten", "puff", "doll", "mess", "buzz"], 1);
  });
  it("keeps one consonant on each side of a short vowel (lem-on, nap-kin)", () => {
    expectLevel(["lemon", "napkin", "basket", "picnic"], 1);
  });
  it("rejects long vowels, other vowel sounds and clusters", () => {
    expect(levels(["gem", "all", "son", "stop"])).toEqual({ gem: "beyond", all: "beyond", son: "beyond", stop: 4 });
  });
});

describe("level 2: consonant digraphs", () => {
  it("accepts ch sh th wh ph ck as one sound each", () => expectLevel(["chop", "shed", "thin", "then", "whip", "quick"], 2));
  it("reads ph as /f/", () => expect(levelOf("graph")?.alignment).toContainEqual(["ph", "F"]));
  it("rejects digraphs with other sounds", () => expectLevel(["chef", "school"], "beyond"));
});

describe("level 3: -s, -es, -ed on a level 1-2 base", () => {
  it("accepts all the sounds of -s and -ed", () => expectLevel(["pigs", "maps", "boxes", "hugged", "tapped", "petted"], 3));
  it("does not lower a higher base", () => expect(levels(["jumps", "camped", "bikes"])).toEqual({ jumps: 4, camped: 4, bikes: 6 }));
  it("does not read an s or ed that belongs to the word as a suffix", () => expectLevel(["bus", "yes", "bed", "red"], 1));
});

describe("level 4: clusters, welded sounds, -tch, -dge, -ing", () => {
  it("accepts initial clusters of two and three consonants", () => {
    expectLevel(["black", "frog", "swim", "twin", "scrub", "splash", "string", "shrimp", "thrust"], 4);
  });
  it("accepts the listed final clusters", () => expectLevel(["fact", "gift", "milk", "help", "belt", "lamp", "hand", "tent", "kept", "desk", "gasp", "fast", "next"], 4));
  it("accepts welded -ng/-nk, -tch, -dge and -ing", () => expectLevel(["bang", "wink", "hatch", "badge", "fishing"], 4));
  it("rejects silent letters and unlisted consonant runs", () => {
    expect(levels(["knit", "wrap", "lamb", "dwell"])).toEqual({ knit: "beyond", wrap: "beyond", lamb: "beyond", dwell: "beyond" });
  });
});

describe("level 5: open syllables and y as a vowel", () => {
  it("accepts each vowel letter saying its name at the end of a syllable", () => {
    expectLevel(["baby", "secret", "tiny", "open", "unit", "music"], 5);
  });
  it("accepts y as /aɪ/ and final unstressed y as /i/", () => expectLevel(["cry", "sky", "funny", "candy"], 5));
  it("rejects a long vowel in a closed syllable", () => expectLevel(["kind", "most", "both", "child"], "beyond"));
});

describe("level 6: VCE", () => {
  it("accepts a_e e_e i_e o_e u_e", () => expectLevel(["cake", "theme", "ride", "stone", "cute", "rule"], 6));
  it("rejects a silent e after a short vowel or after r", () => expectLevel(["have", "give", "love", "here", "more", "fire"], "beyond"));
});

describe("level 7: r-controlled vowels", () => {
  it("accepts ar er ir ur or, and unstressed er/or", () => expectLevel(["farm", "fern", "girl", "hurt", "corn", "sister", "doctor"], 7));
  it("rejects stressed w+or and vowel + r with other sounds", () => expectLevel(["word", "work", "carry", "very", "bear", "our"], "beyond"));
});

describe("level 8: vowel teams", () => {
  it("accepts every team of the table", () => {
    expectLevel(["rain", "day", "eight", "they", "feet", "seat", "key", "chief", "head", "coat", "toe", "grow"], 8);
    expectLevel(["cow", "out", "oil", "boy", "zoo", "look", "flew", "blue", "haul", "paw", "pie", "night"], 8);
  });
  it("rejects teams with sounds outside the table", () => expectLevel(["great", "said", "break", "four", "could", "shoe"], "beyond"));
});
