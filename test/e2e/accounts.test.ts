import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { signIn, signOut, usePage } from "./browser";
import { createTeacher } from "./teacher";

const baseUrl = inject("baseUrl");
const admin = inject("admin");
const session = usePage();
const toast = () => session.page.getByTestId("toast");

describe("accounts, end to end", () => {
  it("shows the signed-out page: Login, hero, Generator tab and no Admin tab", async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await page.getByRole("heading", { name: "Light a Fire" }).waitFor();
    expect(await page.getByRole("tab", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("tab", { name: "Generator" }).count()).toBe(1);
  });

  it("refuses a wrong password with the spec's toast", async () => {
    const { page } = session;
    const teacher = await createTeacher();
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(teacher.username);
    await dialog.getByLabel("Password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Access Generator" }).click();
    await expect.poll(() => toast().textContent()).toContain("Authentication Failed");
    expect(await toast().textContent()).toContain("Invalid username or password");
    expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(0);
  });

  it("lets the admin sign in, create a user and see it listed", async () => {
    const { page } = session;
    const username = `ms-rivera-${randomUUID().slice(0, 6)}`;
    await page.goto(baseUrl);
    await signIn(page, admin.username, admin.password);
    await expect.poll(() => toast().textContent()).toContain("Welcome to Spark Decodables!");
    await page.getByText(`Welcome, ${admin.username}`).waitFor();
    await page.getByRole("tab", { name: "Admin" }).click();
    // The card's whole text is the number and its label: "Total Users12" must not pass for 2 or 120.
    const totalUsers = async () => {
      const card = (await page.getByText("Total Users").locator("..").textContent())!;
      const match = /^Total Users\s*(\d+)$/.exec(card.trim());
      if (!match) throw new Error(`the Total Users card reads "${card}"`);
      return Number(match[1]);
    };
    const rows = page.getByTestId("user-row");
    await rows.first().waitFor();
    const before = await totalUsers();
    expect(before).toBe(await rows.count());
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await dialog.getByLabel("Username").fill("ab");
    await dialog.getByLabel("Password").fill("abc");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Username must be at least 3 characters").waitFor();
    await dialog.getByText("Password must be at least 6 characters").waitFor();
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Password").fill("teach-123");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toast().textContent()).toContain("User created successfully.");
    const row = rows.filter({ hasText: username });
    await row.waitFor();
    const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    expect(await row.textContent()).toContain(today);
    // Test files run side by side and add teachers of their own: the card must count the rows it
    // sits above, and it has counted the new one.
    await expect.poll(async () => (await totalUsers()) - (await rows.count())).toBe(0);
    expect(await totalUsers()).toBeGreaterThanOrEqual(before + 1);
  });

  it("signs a teacher in, keeps them signed in across a reload, keeps them out of Admin, and signs them out", async () => {
    const { page } = session;
    const teacher = await createTeacher();
    await page.goto(baseUrl);
    await signIn(page, teacher.username, teacher.password);
    await page.getByText(`Welcome, ${teacher.username}`).waitFor();
    await page.reload();
    await page.getByText(`Welcome, ${teacher.username}`).waitFor();
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByText("This area is for administrators only.", { exact: false }).waitFor();
    await signOut(page);
    expect(await page.getByRole("tab", { name: "Admin" }).count()).toBe(0);
    await page.reload();
    await page.getByRole("button", { name: "Login", exact: true }).waitFor();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
  });
});
