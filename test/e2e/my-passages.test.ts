/// <reference lib="dom" />
import { describe, expect, it } from "vitest";
import { axeScan } from "./axe";
import { generatePassage, openSignedIn, savePassages, signIn, signOut, usePage } from "./browser";
import { createTeacher } from "./teacher";

// Each test has a browser context and a teacher of its own, so it sees only the passages it made.
const session = usePage();

/** A new teacher, signed in on the Generator. */
async function openAsNewTeacher() {
  const teacher = await createTeacher();
  await openSignedIn(session.page, teacher);
  return teacher;
}

const shownTitle = () => session.page.locator("article[data-print=passage] h3");
const rows = () => session.page.getByTestId("saved-passage");
const row = (title: string) => rows().filter({ has: session.page.getByText(title, { exact: true }) });
const openMyPassages = () => session.page.getByRole("tab", { name: "My Passages" }).click();

describe("My Passages", () => {
  it("keeps the passage on screen through a reload", async () => {
    const { page } = session;
    await openAsNewTeacher();
    await generatePassage(page, 4, "magnets");
    const title = (await shownTitle().textContent())!;
    await page.reload();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await shownTitle().filter({ hasText: title }).waitFor();
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("lists the teacher's passages newest first and opens an older one in the result panel", async () => {
    const { page } = session;
    await openAsNewTeacher();
    const [first] = await savePassages(page, 1, 4, "magnets");
    await generatePassage(page, 3, "frogs");
    const second = (await shownTitle().textContent())!;
    await openMyPassages();
    await rows().nth(1).waitFor();
    expect(await rows().count()).toBe(2);
    expect(await rows().first().textContent()).toContain(second);
    expect(await rows().first().textContent()).toMatch(/Level 3 · frogs · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await axeScan(page, "My Passages")).toEqual([]);
    await row(first!).getByRole("button", { name: `Open ${first}` }).click();
    await page.getByRole("tab", { name: "Generator", selected: true }).waitFor();
    await shownTitle().filter({ hasText: first }).waitFor();
    expect(await page.getByRole("group", { name: "Export passage" }).getByRole("button", { name: "Word" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /Level 4:/ }).count()).toBe(1);
  });

  it("renames a passage with the schema's messages, and the passage on screen takes the new title", async () => {
    const { page } = session;
    await openAsNewTeacher();
    await generatePassage(page, 4, "magnets");
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
    const { page } = session;
    await openAsNewTeacher();
    await savePassages(page, 1, 3, "frogs");
    await generatePassage(page, 4, "magnets");
    const title = (await shownTitle().textContent())!;
    await openMyPassages();
    await rows().nth(1).waitFor();
    await row(title).getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Passage" });
    await dialog.getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await row(title).count()).toBe(1);
    await row(title).getByRole("button", { name: `Delete ${title}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await dialog.waitFor({ state: "detached" });
    await row(title).waitFor({ state: "detached" });
    expect(await rows().count()).toBe(1);
    await page.getByRole("tab", { name: "Generator" }).click();
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
  });

  it("offers Load more when there are more passages than one page", async () => {
    const { page } = session;
    await openAsNewTeacher();
    // 10 to a page: 11 passages need a second page.
    await savePassages(page, 11, 1, "magnets");
    await openMyPassages();
    await rows().nth(9).waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByRole("button", { name: "Load more" }).click();
    await rows().nth(10).waitFor();
    expect(await rows().count()).toBe(11);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
  });

  it("forgets the passage and the form on Logout, and after the next sign-in", async () => {
    const { page } = session;
    const teacher = await openAsNewTeacher();
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
