import { expect, test, type Page } from "@playwright/test";
import { newsletterForm } from "../../content/subscribe";
import { testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/subscribe");

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const newsletterFormOf = (page: Page) => page.getByRole("form", { name: newsletterForm.heading });

/**
 * The subscribe page is HTML and CSS only (decision 014): the same with JavaScript on and off, so
 * every test runs with it off (decision 124).
 */
test.describe("subscribe page (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the form at once: no loading screen, no script", async ({ page }) => {
    const response = await page.goto("/subscribe");
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('role="progressbar"');
    // No script to run: the only <script> is the publisher's structured data (JSON-LD).
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByText("500+").first()).toBeVisible();
    await expect(newsletterFormOf(page).getByLabel("First name")).toBeVisible();
  });

  test("the brokerage field shows for agents and brokers only, by CSS", async ({ page }) => {
    await page.goto("/subscribe");
    const form = newsletterFormOf(page);
    await expect(form.getByLabel(/Brokerage/)).toBeHidden();
    await form.getByLabel(/I am a/).selectOption("agent");
    await expect(form.getByLabel(/Brokerage/)).toBeVisible();
    await form.getByLabel(/I am a/).selectOption("buyer");
    await expect(form.getByLabel(/Brokerage/)).toBeHidden();
    await form.getByLabel(/I am a/).selectOption("broker");
    await expect(form.getByLabel(/Brokerage/)).toBeVisible();
    await form.getByLabel(/I am a/).selectOption("");
    await expect(form.getByLabel(/Brokerage/)).toBeHidden();
  });

  test("the server answers 400 with the form's messages and what was typed, then subscribes", async ({ page }) => {
    await page.goto("/subscribe");
    const form = newsletterFormOf(page);
    // Spaces pass no browser check (noValidate); the server trims them and refuses.
    await form.getByLabel("First name").fill("  ");
    await form.getByLabel("Email address").fill("riley at example.com");
    await form.getByLabel(/I am a/).selectOption("broker");
    await form.getByLabel(/Brokerage/).fill("Example Realty");
    const [invalid] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith("/subscribe") && response.request().method() === "POST",
      ),
      form.getByRole("button", { name: newsletterForm.submit }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    const again = newsletterFormOf(page);
    await expect(again.getByText("First name is required")).toBeVisible();
    await expect(again.getByText("Last name is required")).toBeVisible();
    await expect(again.getByText("Please enter a valid email address")).toBeVisible();
    await expect(again.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Email address")).toHaveValue("riley at example.com");
    await expect(again.getByLabel(/I am a/)).toHaveValue("broker");
    await expect(again.getByLabel(/Brokerage/)).toHaveValue("Example Realty");

    // Typing in a field clears that field's message (CSS, no script), and only that one.
    await again.getByLabel("First name").fill("Riley");
    await expect(again.getByText("First name is required")).toBeHidden();
    await expect(again.getByText("Last name is required")).toBeVisible();
    await again.getByLabel("Last name").fill("Example");
    await expect(again.getByText("Last name is required")).toBeHidden();
    await again.getByLabel("Email address").fill("riley at example.co");
    await expect(again.getByText("Please enter a valid email address")).toBeVisible();
    const email = `Riley-${unique()}@Example.com`;
    await again.getByLabel("Email address").fill(email);
    await expect(again.getByText("Please enter a valid email address")).toBeHidden();
    await again.getByRole("button", { name: newsletterForm.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: newsletterForm.successHeading })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/subscribe");

    // The same address again (other case): still the thanks.
    await page.goto("/subscribe");
    await newsletterFormOf(page).getByLabel("First name").fill("Riley");
    await newsletterFormOf(page).getByLabel("Last name").fill("Example");
    await newsletterFormOf(page).getByLabel("Email address").fill(email.toLowerCase());
    await newsletterFormOf(page).getByRole("button", { name: newsletterForm.submit }).click();
    await expect(page.getByRole("status")).toContainText(newsletterForm.successHeading);
  });

  test("the closing call to action leads back up to the form", async ({ page }) => {
    await page.goto("/subscribe");
    await page.getByRole("link", { name: "Subscribe now" }).click();
    await expect(page).toHaveURL(/\/subscribe#newsletter$/);
    await expect(newsletterFormOf(page).getByLabel("First name")).toBeInViewport();
  });

  test("printed: the sample issue and testimonials, not the form or the call to action", async ({ page }) => {
    await page.goto("/subscribe");
    await page.emulateMedia({ media: "print" });
    await expect(newsletterFormOf(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Subscribe now" })).toBeHidden();
    await expect(page.getByText("What subscribers say")).toBeVisible();
  });
});

test.describe("subscribe page without its stylesheet", () => {
  test("the brokerage field stays available", async ({ page }) => {
    await page.route(/\.css$/, (route) => route.abort());
    await page.goto("/subscribe");
    await expect(newsletterFormOf(page).getByLabel(/Brokerage/)).toBeVisible();
  });
});
