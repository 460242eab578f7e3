import { expect, test } from "@playwright/test";
import {
  addVirtualAuthenticator,
  enrolWithLink,
  inviteThroughCli,
  signInWithPasskey,
  testEmail,
} from "./studio-session";

test.describe("studio sign-in with a passkey", () => {
  test("invite, enrol a passkey, sign out, sign in with the passkey", async ({ page }) => {
    const email = testEmail("owner");
    const { link, stdout } = await inviteThroughCli(email, "owner");
    expect(link).toMatch(/^http:\/\/localhost:\d+\/studio\/enrol\?token=[\w-]+$/);
    expect(stdout).toContain(email);
    await addVirtualAuthenticator(page);
    await enrolWithLink(page, link);
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/studio/sign-in");
    await expect(page.getByText("You are signed out.")).toBeVisible();

    await signInWithPasskey(page, "/studio");
    await expect(page.getByText(email)).toBeVisible();

    // The link was spent by the enrolment.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
  });
});
