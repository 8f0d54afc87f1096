import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import { buildFile, fileName, type ExportFormat } from "../../web/features/export/files";

const response: GenerationResponse = { content: "Café frogs hop." };

/** What a file of each extension must hold, checked on its bytes: not on the app's own tables. */
const LOOKS_LIKE: Record<string, (bytes: Buffer) => boolean> = {
  txt: (b) => b.toString("utf8").startsWith("Reading Passage\n"),
  docx: (b) => b.subarray(0, 4).toString("latin1") === "PK\u0003\u0004",
  rtf: (b) => b.toString("latin1").startsWith("{\\rtf1"),
  csv: (b) => b.toString("utf8").startsWith("\uFEFFSection,Content\r\n"),
};

describe("export files", () => {
  it.each([
    ["txt", "reading-passage.txt", "reading-passage-student.txt"],
    ["docx", "reading-passage.docx", "reading-passage-student.docx"],
    ["google", "reading-passage.rtf", "reading-passage-student.rtf"],
    ["csv", "reading-passage.csv", "reading-passage-student.csv"],
  ] as const)("names the %s download %s for the teacher and %s for students, and fills it with what its extension says", async (format: ExportFormat, teacher, student) => {
    expect(fileName(format, "teacher")).toBe(teacher);
    expect(fileName(format, "student")).toBe(student);
    for (const kind of ["teacher", "student"] as const) {
      const extension = fileName(format, kind).split(".").pop()!;
      const bytes = Buffer.from(await (await buildFile(format, response, kind)).arrayBuffer());
      expect(LOOKS_LIKE[extension]?.(bytes), `${fileName(format, kind)} holds ${bytes.subarray(0, 12).toString("latin1")}`).toBe(true);
    }
  });

  it.each([
    ["txt", "text/plain;charset=utf-8", "Reading Passage\n\nCafé frogs hop.\n"],
    ["csv", "text/csv;charset=utf-8", '\uFEFFSection,Content\r\n"Title/Content","Reading Passage"\r\n"Title/Content","Café frogs hop."\r\n'],
  ] as const)("builds the %s file as UTF-8 %s", async (format, type, text) => {
    const blob = await buildFile(format, response);
    expect(blob.type).toBe(type);
    // TextDecoder drops a BOM by default; ignoreBOM keeps it so the test can see it.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(text);
  });

  it("builds the RTF as pure ASCII", async () => {
    const blob = await buildFile("google", response);
    expect(blob.type).toBe("application/rtf");
    expect(Buffer.from(await blob.arrayBuffer()).every((byte) => byte < 0x80)).toBe(true);
  });

  it("builds the Word file as a zip", async () => {
    const blob = await buildFile("docx", response);
    expect(Buffer.from(await blob.arrayBuffer()).subarray(0, 2).toString("latin1")).toBe("PK");
  });
});
