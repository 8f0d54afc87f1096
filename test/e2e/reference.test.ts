import { beforeAll, describe, expect, inject, it } from "vitest";
import type { SampleDocument } from "../../schema/samples";
import { TEXT_STRUCTURE_INFO, TEXT_STRUCTURES, type TopicSummary } from "../../schema/topics";
import { usePage } from "./browser";

const baseUrl = inject("baseUrl");
const session = usePage();
let samples: SampleDocument[];

beforeAll(async () => {
  samples = (await (await fetch(`${baseUrl}/api/samples`)).json()) as SampleDocument[];
});

/** Opens the app signed out and shows the Reference tab. */
async function openReference() {
  await session.page.goto(baseUrl);
  await session.page.getByRole("tab", { name: "Reference" }).click();
  await panel().getByRole("heading", { level: 2, name: "Phonics Patterns Reference Guide" }).waitFor();
}

const panel = () => session.page.getByRole("tabpanel");
/** The longest stretch of a passage outside **bold** markers: one text node once rendered. */
const plainRun = (content: string) =>
  content
    .split(/\*\*.+?\*\*|\n/)
    .map((run) => run.trim())
    .reduce((a, b) => (b.length > a.length ? b : a));

describe("the Reference tab, signed out", () => {
  it("shows the guide's heading and its four cards, headings in order", async () => {
    await openReference();
    const cards = await panel().getByRole("heading", { level: 3 }).allTextContents();
    expect(cards).toEqual(["Example Documents", "Decoding Levels", "Best Practices", "External Resources", "Article Library"]);
  });

  it("lists the three samples by name and level, without their text", async () => {
    const { page } = session;
    await openReference();
    const card = panel().getByRole("region", { name: "Example Documents" });
    for (const label of ["Rain (Level 4 Consonant Clusters)", "Frogs & Toads (Level 3 With Suffixes)", "Magnets (Level 4 Consonant Clusters)"]) {
      await card.getByText(label, { exact: true }).waitFor();
    }
    expect(await card.getByRole("button", { name: /^View .* sample$/ }).count()).toBe(3);
    for (const sample of samples) expect(await page.getByText(plainRun(sample.content)).count()).toBe(0);
  });

  it.each(["Rain", "Frogs & Toads", "Magnets"])("opens the %s sample in a dialog with its passage and word lists", async (name) => {
    const { page } = session;
    await openReference();
    const sample = samples.find((s) => s.name === name)!;
    await page.getByRole("button", { name: `View ${name} sample` }).click();
    const dialog = page.getByRole("dialog", { name: sample.title });
    // The dialog's own box is empty (its panel is position: fixed), so wait on its title.
    await dialog.getByRole("heading", { name: sample.title }).waitFor();
    expect(await dialog.textContent()).toContain("100% compliant");
    await dialog.getByText(plainRun(sample.content)).waitFor();
    const firstBold = /\*\*(.+?)\*\*/.exec(sample.content)![1]!;
    await dialog.locator("strong", { hasText: firstBold }).first().waitFor();
    for (const [key, heading] of [["content", "Content"], ["heart", "Heart"], ["target", "Target"], ["multisyllabic", "Multi-syllabic"]] as const) {
      await dialog.getByRole("heading", { level: 3, name: new RegExp(`^${heading} \\(`) }).waitFor();
      expect(await dialog.getByTestId(`word-list-${key}`).textContent()).toContain(sample.wordLists[key].join(", "));
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Headless UI hands focus back to the button that opened the dialog.
    await expect.poll(() => page.locator(":focus").getAttribute("aria-label")).toBe(`View ${name} sample`);
  });

  it("lists the eight decoding levels and the five best practices", async () => {
    await openReference();
    const levels = await panel().getByRole("region", { name: "Decoding Levels" }).getByRole("listitem").allTextContents();
    expect(levels).toHaveLength(8);
    expect(levels[1]).toBe("2CVC with digraphs (ch, sh, th, wh, ph)");
    expect(levels[7]).toBe("8Vowel teams (ea, ai, oa)");
    expect(await panel().getByRole("region", { name: "Best Practices" }).getByRole("listitem").count()).toBe(5);
  });

  it("lists every topic of the article library under its category, with the structures it is written in", async () => {
    const { page } = session;
    await openReference();
    const { topics } = (await (await fetch(`${baseUrl}/api/topics`)).json()) as { topics: TopicSummary[] };
    const library = panel().getByRole("region", { name: "Article Library" });
    await library.getByTestId("topic-item").first().waitFor();
    expect(await library.getByTestId("topic-item").count()).toBe(topics.length);
    for (const topic of topics) {
      const structures = TEXT_STRUCTURES.filter((s) => topic.structures.includes(s)).map((s) => TEXT_STRUCTURE_INFO[s].label);
      const item = library.getByRole("region", { name: topic.category, exact: true }).getByTestId("topic-item").filter({ has: page.getByText(topic.name, { exact: true }) });
      expect(await item.textContent()).toBe(`${topic.name}${structures.join(", ")}`);
    }
  });

  it("puts a topic picked in the library into the generator's Topic field and shows the generator", async () => {
    const { page } = session;
    await openReference();
    const { topics } = (await (await fetch(`${baseUrl}/api/topics`)).json()) as { topics: TopicSummary[] };
    const topic = topics.at(-1)!;
    await panel().getByRole("button", { name: `Use ${topic.name} in the generator` }).click();
    await page.getByRole("heading", { name: "Reading Parameters" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Topic" }).inputValue()).toBe(topic.name);
    expect(await page.getByRole("tab", { name: "Generator" }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("opens each external resource in a new tab, safely, and says so", async () => {
    await openReference();
    const links = panel().getByRole("region", { name: "External Resources" }).getByRole("link");
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(/\s+/).sort()).toEqual(["noopener", "noreferrer"]);
      expect(await link.textContent()).toContain("(opens in a new tab)");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
  });

  it("says so when the samples cannot be loaded", async () => {
    await session.page.route("**/api/samples", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await openReference();
    const alert = panel().getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("503: Service Unavailable");
  });
});
