/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeScan } from "./axe";
import { generatePassage, signIn, signOut, teacherPage, useBrowser } from "./browser";
import type { Account } from "./teacher";

const shared = useBrowser();
let page: Page;
let teacher: Account;

beforeAll(async () => {
  ({ page, teacher } = await teacherPage(shared.browser));
});

const shownTitle = () => page.locator("article[data-print=passage] h3");
const rows = () => page.getByTestId("saved-passage");
const row = (title: string) => rows().filter({ has: page.getByText(title, { exact: true }) });
const openMyPassages = () => page.getByRole("tab", { name: "My Passages" }).click();

describe("My Passages", () => {
  it("keeps the passage on screen through a reload", async () => {
    await generatePassage(page, 4, "magnets");
    const title = (await shownTitle().textContent())!;
    await page.reload();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await shownTitle().filter({ hasText: title }).waitFor();
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("lists the teacher's passages newest first and opens an older one in the result panel", async () => {
    const first = (await shownTitle().textContent())!;
    await generatePassage(page, 3, "frogs");
    const second = (await shownTitle().textContent())!;
    await openMyPassages();
    await rows().nth(1).waitFor();
    expect(await rows().count()).toBe(2);
    expect(await rows().first().textContent()).toContain(second);
    expect(await rows().first().textContent()).toMatch(/Level 3 · frogs · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await axeScan(page, "My Passages")).toEqual([]);
    await row(first).getByRole("button", { name: `Open ${first}` }).click();
    await page.getByRole("tab", { name: "Generator", selected: true }).waitFor();
    await shownTitle().filter({ hasText: first }).waitFor();
    expect(await page.getByRole("group", { name: "Export passage" }).getByRole("button", { name: "Word" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /Level 4:/ }).count()).toBe(1);
  });

  it("renames a passage with the schema's messages, and the passage on screen takes the new title", async () => {
    const title = (await shownTitle().textContent())!;
    await openMyPassages();
    await row(title).getByRole("button", { name: `Rename ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Rename Passage" });
    await dialog.getByLabel("Title").fill("   ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Title is required").waitFor();
    expect(await axeScan(page, "Rename Passage dialog with an error")).toEqual([]);
    await dialog.getByLabel("Title").fill("x".repeat(121));
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Title must be at most 120 characters").waitFor();
    await dialog.getByLabel("Title").fill("  Magnets for Room 12  ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await row("Magnets for Room 12").waitFor();
    await page.getByRole("tab", { name: "Generator" }).click();
    await shownTitle().filter({ hasText: /^Magnets for Room 12$/ }).waitFor();
  });

  it("deletes a passage only after the confirmation, and takes it off the screen", async () => {
    await openMyPassages();
    await row("Magnets for Room 12").getByRole("button", { name: "Delete Magnets for Room 12" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Passage" });
    await dialog.getByText('Are you sure you want to delete "Magnets for Room 12"? This action cannot be undone.').waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await row("Magnets for Room 12").count()).toBe(1);
    await row("Magnets for Room 12").getByRole("button", { name: "Delete Magnets for Room 12" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await dialog.waitFor({ state: "detached" });
    await row("Magnets for Room 12").waitFor({ state: "detached" });
    expect(await rows().count()).toBe(1);
    await page.getByRole("tab", { name: "Generator" }).click();
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
  });

  it("offers Load more when there are more passages than one page", async () => {
    // 10 to a page: with the one left, 11 passages need a second page.
    const res = await page.evaluate(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const r = await fetch("/api/gpt", { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ readingLevel: "level1", topic: "magnets" }) });
        statuses.push(r.status);
      }
      return statuses;
    });
    expect(res.every((s) => s === 200)).toBe(true);
    await page.reload();
    await openMyPassages();
    await rows().nth(9).waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByRole("button", { name: "Load more" }).click();
    await rows().nth(10).waitFor();
    expect(await rows().count()).toBe(11);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
  });

  it("forgets the passage and the form on Logout, and after the next sign-in", async () => {
    await page.getByRole("tab", { name: "Generator" }).click();
    await generatePassage(page, 4, "magnets");
    await signOut(page);
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
    expect(await page.getByLabel("Topic").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Select a decoding level" }).count()).toBe(1);
    await signIn(page, teacher.username, teacher.password);
    await page.reload();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
    expect(await shownTitle().count()).toBe(0);
  });
});
