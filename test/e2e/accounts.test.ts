import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, signIn, signOut } from "./browser";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

const toast = () => page.getByTestId("toast");

describe("accounts, end to end", () => {
  it("shows the signed-out page: Login, hero, Generator tab and no Admin tab", async () => {
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Light a Fire" }).waitFor();
    expect(await page.getByRole("tab", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("tab", { name: "Generator" }).count()).toBe(1);
  });

  it("refuses a wrong password with the spec's toast", async () => {
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(admin.username);
    await dialog.getByLabel("Password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Access Generator" }).click();
    await expect.poll(() => toast().textContent()).toContain("Authentication Failed");
    expect(await toast().textContent()).toContain("Invalid username or password");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("lets the admin sign in, create a user and see it listed", async () => {
    await signIn(page, admin.username, admin.password);
    await expect.poll(() => toast().textContent()).toContain("Welcome to Spark Decodables!");
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    await page.getByRole("tab", { name: "Admin" }).click();
    // Other test files add users of their own, so the count is compared with the one before.
    const totalUsers = async () => Number((await page.getByText("Total Users").locator("..").textContent())!.replace(/\D/g, ""));
    await page.getByTestId("user-row").first().waitFor();
    const before = await totalUsers();
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("Username").fill("ab");
    await dialog.getByLabel("Password").fill("abc");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Username must be at least 3 characters").waitFor();
    await dialog.getByText("Password must be at least 6 characters").waitFor();
    await dialog.getByLabel("Username").fill("ms-rivera");
    await dialog.getByLabel("Password").fill("teach-123");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toast().textContent()).toContain("User created successfully.");
    const row = page.getByTestId("user-row").filter({ hasText: "ms-rivera" });
    await row.waitFor();
    const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    expect(await row.textContent()).toContain(today);
    await expect.poll(totalUsers).toBe(before + 1);
  });

  it("signs out, signs in as the new user, and stays signed in across a reload", async () => {
    await signOut(page);
    expect(await page.getByRole("tab", { name: "Admin" }).count()).toBe(0);
    await signIn(page, "ms-rivera", "teach-123");
    await page.getByText("Welcome, ms-rivera").waitFor();
    await page.reload();
    await page.getByText("Welcome, ms-rivera").waitFor();
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByText("This area is for administrators only.", { exact: false }).waitFor();
  });

  it("shows the 404 page for an unknown path", async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
  });
});
