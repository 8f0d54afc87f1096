/// <reference lib="dom" />
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generatePassage, teacherPage, useBrowser } from "./browser";

const shared = useBrowser();
let page: Page;
let title: string;

beforeAll(async () => {
  ({ page } = await teacherPage(shared.browser, {}, true));
  await generatePassage(page, 4, "magnets");
  title = (await page.locator("article[data-print=passage] h3").textContent())!;
});

const bar = () => page.getByRole("group", { name: "Export passage" });
const choose = (copy: "Student copy" | "Teacher copy") => bar().getByRole("radio", { name: copy }).click();
async function download(button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), bar().getByRole("button", { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), text: (await readFile((await file.path())!)).toString("utf8") };
}

describe("student and teacher copies", () => {
  it("downloads the student copy as reading-passage-student.txt: name line and questions, no answers, lists or percentage", async () => {
    await choose("Student copy");
    expect(await bar().getByRole("radio", { name: "Student copy" }).getAttribute("aria-checked")).toBe("true");
    const { name, text } = await download("Text");
    expect(name).toBe("reading-passage-student.txt");
    expect(text.startsWith(`${title}\n\nName: `)).toBe(true);
    expect(text).toMatch(/\nQuestions\nQuestion 1: .+\n/);
    for (const teacherOnly of ["Answer 1", "Word Breakdown", "Compliant", "Content words", "High-Level Words Bolded"]) expect(text).not.toContain(teacherOnly);
  });

  it("downloads the student Word file under its own name", async () => {
    const [file] = await Promise.all([page.waitForEvent("download"), bar().getByRole("button", { name: "Word" }).click()]);
    expect(file.suggestedFilename()).toBe("reading-passage-student.docx");
    expect((await readFile((await file.path())!)).subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("copies HTML with the bold terms kept, and plain text, to the clipboard", async () => {
    await bar().getByRole("button", { name: "Copy" }).click();
    await bar().getByRole("button", { name: "Copied!" }).waitFor();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return { types: item!.types, html: await (await item!.getType("text/html")).text(), text: await (await item!.getType("text/plain")).text() };
    });
    expect(copied.types).toEqual(expect.arrayContaining(["text/html", "text/plain"]));
    expect(copied.html).toMatch(/<strong>[^<]+<\/strong>/);
    expect(copied.html).not.toContain("Answer 1");
    expect(copied.text.startsWith(title)).toBe(true);
    expect(copied.text).not.toContain("**");
  });

  it("prints the student copy: title, name line, passage, questions; no word lists, breakdown, answers or percentage", async () => {
    await page.emulateMedia({ media: "print" });
    const article = page.locator("article[data-print=passage]");
    expect(await article.getByText(title).first().isVisible()).toBe(true);
    expect(await article.getByText(/^Name: _+ +Date: _+$/).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Questions" }).isVisible()).toBe(true);
    for (const hidden of [article.getByText(/% Compliant$/), article.getByRole("region", { name: "Word lists" }), article.getByText("Word Breakdown by Decoding Level"), article.getByText(/^Answer: /).first()]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    const size = await article.locator("[data-student=large] p").first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(size).toBeGreaterThan(20); // 16pt is about 21px
    await page.emulateMedia({ media: "screen" });
    expect(await article.getByText(/^Name: _+/).isVisible()).toBe(false);
  });

  it("prints and downloads the teacher copy with everything, answers included", async () => {
    await choose("Teacher copy");
    const { name, text } = await download("Text");
    expect(name).toBe("reading-passage.txt");
    expect(text).toMatch(/\nAnswer 1: .+\n/);
    await page.emulateMedia({ media: "print" });
    const article = page.locator("article[data-print=passage]");
    expect(await article.getByText(/% Compliant$/).isVisible()).toBe(true);
    expect(await article.getByText(/^Answer: /).first().isVisible()).toBe(true);
    expect(await article.getByText(/^Name: _+/).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
  });
});
