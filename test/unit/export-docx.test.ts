import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import { buildDocx } from "../../web/features/export/docx";

/** The named entry of a zip, read through its central directory (no zip library in the project). */
function unzipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the zip`);
}

const noLevels = { level_1: [], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] };

const response: GenerationResponse = {
  content: "ignored when structured content exists",
  structuredData: {
    level: 2,
    topic: "ponds",
    title: "Pond Life & Café, 3 < 5",
    content: "<p>The **amphibian** sits.</p>\n\n<p>It <img src=x onerror=alert(1)>can swim.</p>",
    high_level_terms_bolded: ["amphibian"],
    phonics_compliance: { ...noLevels, level_2: ["with", "fish"] },
    compliance_percentage: 100,
    compliance_summary: "All words fit.",
  },
  wordLists: { content: ["pond"], heart: ["the"], target_single_syllable: ["fish"], target_multisyllabic: [] },
};

describe("buildDocx", async () => {
  const blob = await buildDocx(response);
  const zip = Buffer.from(await blob.arrayBuffer());
  const documentXml = unzipEntry(zip, "word/document.xml");
  const texts = [...documentXml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);

  it("is a non-empty Word (zip) file", () => {
    expect(blob.size).toBeGreaterThan(0);
    expect(blob.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("puts the title first, as a heading, XML-escaped", () => {
    expect(texts[0]).toBe("Pond Life &amp; Café, 3 &lt; 5");
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading1"\/>.*?Pond Life/s);
    // An explicit "not bold" on a run would override the heading style's bold.
    expect(documentXml).not.toContain('<w:b w:val="false"/>');
  });

  it("bolds the high-level terms inside the passage paragraphs", () => {
    expect(documentXml).toMatch(/<w:b\/>(?:(?!<\/w:r>).)*<w:t[^>]*>amphibian<\/w:t>/s);
    expect(texts).toContain("The ");
    expect(texts).toContain(" sits.");
  });

  it("strips HTML tags and keeps their text", () => {
    expect(texts).toContain("It can swim.");
    expect(documentXml).not.toContain("onerror");
  });

  it("adds the breakdown, compliance and word lists after the passage", () => {
    const after = texts.slice(texts.indexOf("It can swim."));
    expect(after).toEqual([
      "It can swim.",
      "Word Breakdown by Decoding Level",
      "Level 2 (CVC with digraphs): with, fish",
      "High-Level Words Bolded: amphibian",
      "Phonics Compliance: 100% Compliant",
      "Summary: All words fit.",
      "Content words: pond",
      "Heart words: the",
      "Target words (single-syllable): fish",
    ]);
  });

  it("writes the questions as a second-level heading and numbered question and answer paragraphs", async () => {
    const withQuestions = await buildDocx({
      ...response,
      structuredData: {
        ...response.structuredData!,
        text_structure: "compare-contrast",
        questions: [{ kind: "main idea", question: "Where does the amphibian sit?", answer: "By the pond." }],
      },
    });
    const xml = unzipEntry(Buffer.from(await withQuestions.arrayBuffer()), "word/document.xml");
    const all = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(all.slice(all.indexOf("It can swim."), all.indexOf("Word Breakdown by Decoding Level"))).toEqual([
      "It can swim.",
      "Questions",
      "Question 1: Where does the amphibian sit?",
      "Answer 1: By the pond.",
    ]);
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>(?:(?!<\/w:p>).)*>Questions<\/w:t>/s);
    expect(all).toContain("Text Structure: Compare &amp; Contrast");
  });

  it("writes no empty paragraphs for the blank lines between groups", () => {
    expect(documentXml).not.toMatch(/<w:p>\s*<\/w:p>|<w:p\/>/);
  });

  it("records creator and last editor 'Un-named', revision 1", () => {
    const core = unzipEntry(zip, "docProps/core.xml");
    expect(core).toContain("<dc:creator>Un-named</dc:creator>");
    expect(core).toContain("<cp:lastModifiedBy>Un-named</cp:lastModifiedBy>");
    expect(core).toContain("<cp:revision>1</cp:revision>");
  });

  it("builds the plain-content fallback with the default title", async () => {
    const plain = Buffer.from(await (await buildDocx({ content: "Frogs hop." })).arrayBuffer());
    const xml = unzipEntry(plain, "word/document.xml");
    expect(xml).toContain(">Reading Passage</w:t>");
    expect(xml).toContain(">Frogs hop.</w:t>");
  });
});
