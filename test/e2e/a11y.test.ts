/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { axeScan } from "./axe";
import { generatePassage, holdGeneration, openSignedIn, requestPassage, usePage } from "./browser";
import { teacherOfFile } from "./teacher";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const session = usePage();

const closeDialog = async () => {
  await session.page.keyboard.press("Escape");
  await session.page.getByRole("dialog").waitFor({ state: "detached" });
};

// Every screen and dialog of SPEC.md §2, each scanned as it is shown.
describe("axe-core finds no serious or critical violation", () => {
  it("on the signed-out page (Generator tab, initial prompt)", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Ready to Generate a Reading Passage" }).waitFor();
    expect(await axeScan(page, "signed out")).toEqual([]);
  });

  it("in the login dialog", async () => {
    const { page } = session;
    const teacher = await teacherOfFile();
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog").getByLabel("Username").waitFor();
    expect(await axeScan(page, "login dialog")).toEqual([]);
    await page.getByRole("dialog").getByLabel("Username").fill(teacher.username);
    await page.getByRole("dialog").getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Access Generator" }).click();
    // getByRole skips what is aria-hidden: the dialog must not hide the toast that explains the refusal.
    await page.getByRole("alert").filter({ hasText: "Authentication Failed" }).waitFor();
    expect(await axeScan(page, "login refused, with its toast")).toEqual([]);
    await closeDialog();
  });

  it("on the signed-in generator, with the level listbox open", async () => {
    const { page } = session;
    await openSignedIn(page);
    await page.getByText(`Welcome, ${(await teacherOfFile()).username}`).waitFor();
    expect(await axeScan(page, "generator, signed in")).toEqual([]);
    await page.getByRole("button", { name: "Select a decoding level" }).click();
    await page.getByRole("listbox").waitFor();
    expect(await axeScan(page, "level listbox open")).toEqual([]);
  });

  it("in the loading view", async () => {
    const { page } = session;
    await openSignedIn(page);
    const held = await holdGeneration(page);
    await requestPassage(page, 4, "magnets");
    await page.getByText("Our AI is crafting your personalized reading passage").waitFor();
    expect(await axeScan(page, "loading")).toEqual([]);
    held.release();
    await page.getByText(/% Compliant$/).waitFor();
  });

  it("on a passage, and with the Google export menu open", async () => {
    const { page } = session;
    await openSignedIn(page);
    await generatePassage(page, 4, "magnets");
    await page.getByText("Response JSON").click();
    expect(await axeScan(page, "passage")).toEqual([]);
    await page.getByRole("button", { name: "Google" }).click();
    await page.getByRole("menu").waitFor();
    expect(await axeScan(page, "Google menu open")).toEqual([]);
  });

  it("on the error card", async () => {
    const { page } = session;
    await openSignedIn(page);
    await requestPassage(page, 4, "medieval castles");
    await page.getByRole("heading", { name: "Error Creating Reading Passage" }).waitFor();
    expect(await axeScan(page, "error")).toEqual([]);
  });

  it("on the Reference tab with a sample dialog open", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("tab", { name: "Reference" }).click();
    await page.getByRole("heading", { name: "Phonics Patterns Reference Guide" }).waitFor();
    expect(await axeScan(page, "reference")).toEqual([]);
    await page.getByRole("button", { name: "View Rain sample" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Content" }).waitFor();
    expect(await axeScan(page, "sample dialog")).toEqual([]);
  });

  it("on the Admin tab and in each of its dialogs", async () => {
    const { page } = session;
    await openSignedIn(page, admin);
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
    const { page } = session;
    await openSignedIn(page);
    await page.getByRole("button", { name: /^Open Atom/ }).click();
    await page.getByRole("button", { name: "Help" }).click();
    await page.getByTestId("atom-emotion").waitFor();
    expect(await axeScan(page, "Atom open")).toEqual([]);
  });

  it("on the 404 page", async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await axeScan(page, "404")).toEqual([]);
    expect(await page.title()).toBe("404 Page Not Found · Spark Decodables");
  });
});
