/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeScan } from "./axe";
import { chooseLevel, launch, signIn } from "./browser";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

const generate = () => page.getByRole("button", { name: "Generate Reading Passage" }).click();
const closeDialog = async () => {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
};

// One page walks through every screen and dialog of SPEC.md §2; each is scanned as it is shown.
describe("axe-core finds no serious or critical violation", () => {
  it("on the signed-out page (Generator tab, initial prompt)", async () => {
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
    expect(await axeScan(page, "signed out")).toEqual([]);
  });

  it("in the login dialog", async () => {
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog").getByLabel("Username").waitFor();
    expect(await axeScan(page, "login dialog")).toEqual([]);
    await page.getByRole("dialog").getByLabel("Username").fill(admin.username);
    await page.getByRole("dialog").getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Access Generator" }).click();
    // getByRole skips what is aria-hidden: the dialog must not hide the toast that explains the refusal.
    await page.getByRole("alert").filter({ hasText: "Authentication Failed" }).waitFor({ timeout: 5000 });
    expect(await axeScan(page, "login refused, with its toast")).toEqual([]);
    await closeDialog();
  });

  it("on the signed-in generator, with the level listbox open", async () => {
    await signIn(page, admin.username, admin.password);
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    expect(await axeScan(page, "generator, signed in")).toEqual([]);
    await page.getByRole("button", { name: "Select a decoding level" }).click();
    await page.getByRole("listbox").waitFor();
    expect(await axeScan(page, "level listbox open")).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("in the loading view", async () => {
    await page.route(
      "**/api/gpt",
      async (route) => {
        await new Promise((r) => setTimeout(r, 3000));
        await route.continue();
      },
      { times: 1 },
    );
    await chooseLevel(page, 4);
    await page.getByLabel("Topic").fill("magnets");
    await generate();
    await page.getByText("Our AI is crafting your personalized reading passage").waitFor();
    expect(await axeScan(page, "loading")).toEqual([]);
  });

  it("on a passage, and with the Google export menu open", async () => {
    await page.getByText(/% Compliant$/).waitFor();
    await page.getByText("Response JSON").click();
    expect(await axeScan(page, "passage")).toEqual([]);
    await page.getByRole("button", { name: "Google" }).click();
    await page.getByRole("menu").waitFor();
    expect(await axeScan(page, "Google menu open")).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("on the error card", async () => {
    await page.getByLabel("Topic").fill("medieval castles");
    await generate();
    await page.getByRole("heading", { name: "Error Creating Reading Passage" }).waitFor();
    expect(await axeScan(page, "error")).toEqual([]);
  });

  it("on the Reference tab with a sample dialog open", async () => {
    await page.getByRole("tab", { name: "Reference" }).click();
    await page.getByRole("heading", { name: "Phonics Patterns Reference Guide" }).waitFor();
    expect(await axeScan(page, "reference")).toEqual([]);
    await page.getByRole("button", { name: "View Rain sample" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Content" }).waitFor();
    expect(await axeScan(page, "sample dialog")).toEqual([]);
    await closeDialog();
  });

  it("on the Admin tab and in each of its dialogs", async () => {
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByTestId("user-row").first().waitFor();
    expect(await axeScan(page, "admin, user management")).toEqual([]);

    await page.getByRole("button", { name: "Add User" }).click();
    const create = page.getByRole("dialog", { name: "Create New User" });
    await create.getByLabel("Username").waitFor();
    expect(await axeScan(page, "Create New User")).toEqual([]);
    await create.getByRole("button", { name: "Create User" }).click();
    await create.getByRole("alert").first().waitFor();
    expect(await axeScan(page, "Create New User, with field errors")).toEqual([]);
    // Each message is the field's description, read again whenever the field is focused.
    const described = await create
      .getByLabel("Username")
      .evaluate((el) => (el.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent));
    expect(described).toEqual(["Username must be at least 3 characters"]);
    await closeDialog();

    await page.getByRole("button", { name: `Edit ${admin.username}` }).click();
    await page.getByRole("dialog", { name: "Edit User" }).getByLabel("Username").waitFor();
    await page.getByRole("dialog").getByLabel("Change password").check();
    expect(await axeScan(page, "Edit User")).toEqual([]);
    await closeDialog();

    await page.getByRole("button", { name: `Delete ${admin.username}` }).click();
    await page.getByRole("dialog", { name: "Delete User" }).getByRole("button", { name: "Cancel" }).waitFor();
    expect(await axeScan(page, "Delete User")).toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "System Settings" }).click();
    await page.getByText("Advanced options will come in a future update.").waitFor();
    expect(await axeScan(page, "System Settings")).toEqual([]);
  });

  it("with Atom open, showing its help", async () => {
    await page.getByRole("tab", { name: "Generator" }).click();
    await page.getByRole("button", { name: /^Open Atom/ }).click();
    await page.getByRole("button", { name: "Help" }).click();
    await page.getByTestId("atom-emotion").waitFor();
    expect(await axeScan(page, "Atom open")).toEqual([]);
  });

  it("on the 404 page", async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await axeScan(page, "404")).toEqual([]);
    expect(await page.title()).toBe("404 Page Not Found · Spark Decodables");
  });
});
