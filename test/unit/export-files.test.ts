import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import { BUSY_LABELS, buildFile, FAILURE_MESSAGES, FILE_NAMES } from "../../web/features/export/files";

const response: GenerationResponse = { content: "Café frogs hop." };

describe("export files", () => {
  it("uses the spec's file names", () => {
    expect(FILE_NAMES).toEqual({
      txt: "reading-passage.txt",
      docx: "reading-passage.docx",
      google: "reading-passage.rtf",
      csv: "reading-passage.csv",
    });
  });

  it("uses the spec's busy labels and failure texts", () => {
    expect(BUSY_LABELS).toEqual({
      txt: "Downloading Text...",
      docx: "Downloading Word...",
      google: "Downloading RTF...",
      csv: "Downloading CSV...",
    });
    expect(FAILURE_MESSAGES.txt).toBe("Failed to download text");
    expect(FAILURE_MESSAGES.google).toBe("Failed to download RTF");
    expect(FAILURE_MESSAGES.csv).toBe("Failed to download CSV");
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
