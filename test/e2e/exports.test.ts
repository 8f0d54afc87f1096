/// <reference lib="dom" />
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatePassage, openSignedIn, usePage } from "./browser";

const session = usePage({ clipboard: true });

/** Signs in, generates a Level 4 passage about magnets and returns its title. */
async function passageShown(): Promise<string> {
  await openSignedIn(session.page);
  await generatePassage(session.page, 4, "magnets");
  return (await session.page.locator("article[data-print=passage] h3").textContent())!;
}

async function download(click: () => Promise<void>) {
  const [file] = await Promise.all([session.page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}
const bar = () => session.page.getByRole("group", { name: "Export passage" });
const googleMenu = async (item: string) => {
  await bar().getByRole("button", { name: /Google/ }).click();
  await session.page.getByRole("menuitem", { name: item }).click();
};

describe("exports", () => {
  it("downloads reading-passage.txt: title, passage without bold markers, questions with answers, breakdown and word lists", async () => {
    const title = await passageShown();
    const { name, bytes } = await download(() => bar().getByRole("button", { name: "Text" }).click());
    expect(name).toBe("reading-passage.txt");
    const text = bytes.toString("utf8");
    expect(text.startsWith(title)).toBe(true);
    expect(text).not.toContain("**");
    expect(text).toContain("Word Breakdown by Decoding Level");
    expect(text).toMatch(/Level 4 \(consonant clusters\): /);
    expect(text).toContain("Phonics Compliance: 100% Compliant");
    expect(text).toMatch(/\nQuestions\nQuestion 1: .+\nAnswer 1: .+\n/);
  });

  it("downloads reading-passage.docx, which LibreOffice opens with the passage in it", async () => {
    const title = await passageShown();
    const { name, bytes } = await download(() => bar().getByRole("button", { name: "Word" }).click());
    expect(name).toBe("reading-passage.docx");
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const dir = await mkdtemp(path.join(tmpdir(), "docx-"));
    try {
      await writeFile(path.join(dir, name), bytes);
      const r = spawnSync("soffice", ["--headless", "--convert-to", "txt:Text", "--outdir", dir, path.join(dir, name)], { encoding: "utf8", timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      const text = await readFile(path.join(dir, "reading-passage.txt"), "utf8");
      expect(text).toContain(title);
      expect(text).toContain("Word Breakdown by Decoding Level");
      expect(text).toMatch(/Question 1: .+\s+Answer 1: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("downloads reading-passage.rtf from the Google menu, in Times New Roman 12 pt", async () => {
    await passageShown();
    const { name, bytes } = await download(() => googleMenu("RTF/Docs"));
    expect(name).toBe("reading-passage.rtf");
    const rtf = bytes.toString("latin1");
    expect(rtf.startsWith("{\\rtf1")).toBe(true);
    expect(rtf).toContain("Times New Roman");
    expect(rtf).toContain("\\fs24");
    expect(rtf).toContain("\\par");
    expect(rtf).toMatch(/\{\\b Questions\}\\par\nQuestion 1: .+\\par\nAnswer 1: /);
  });

  it("downloads reading-passage.csv from the Google menu, UTF-8 with a BOM and two columns", async () => {
    const title = await passageShown();
    const { name, bytes } = await download(() => googleMenu("CSV/Sheets"));
    expect(name).toBe("reading-passage.csv");
    const csv = bytes.toString("utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")[0]).toBe("Section,Content");
    expect(csv).toContain(`"Title/Content","${title.replace(/"/g, '""')}"`);
    expect(csv).toMatch(/\r\n"Question 1","[^\r\n]+"\r\n"Answer 1","[^\r\n]+"\r\n/);
  });

  it("copies the passage to the clipboard and says Copied! for two seconds", async () => {
    const { page } = session;
    const title = await passageShown();
    await bar().getByRole("button", { name: "Copy" }).click();
    await bar().getByRole("button", { name: "Copied!" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(title)).toBe(true);
    expect(copied).toMatch(/\nQuestion 1: .+\nAnswer 1: /);
    await bar().getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 3000 });
  });

  it("prints the passage without the app around it", async () => {
    const { page } = session;
    const title = await passageShown();
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("article[data-print=passage]").isVisible()).toBe(true);
    expect(await page.getByText(title).first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Questions" }).isVisible()).toBe(true);
    for (const chrome of [page.locator("header").first(), page.getByRole("heading", { name: "Light a Fire" }), page.getByRole("tab", { name: "Generator" }), bar(), page.getByRole("heading", { name: "Reading Parameters" })]) {
      expect(await chrome.isVisible()).toBe(false);
    }
    await page.emulateMedia({ media: "screen" });
  });
});
