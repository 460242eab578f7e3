import { expect, test, type Page } from "@playwright/test";
import { contactForm } from "../../content/contact";
import { CONTACT_LIMITS, contactMessages } from "../../app/features/leads/contact-fields";
import { gotoHydrated, testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/contact", "/terms", "/privacy");

const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const contactFormOf = (page: Page) => page.getByRole("form", { name: "Send us a message" });
/** A page that hydrates (decision 014): there the footer form posts with a fetcher. */
const HYDRATED_PAGE = "/insurance-education";

test.describe("contact form on a page that hydrates", () => {
  test("stores the lead with its message, thanks for 5 s in place, then shows a cleared form", async ({ page }) => {
    await gotoHydrated(page, HYDRATED_PAGE);
    const form = contactFormOf(page);
    await form.getByLabel("Name").fill("Jordan Example");
    await form.getByLabel("E-mail").fill(`jordan-${unique()}@example.com`);
    await form.getByLabel("Phone").fill("+1 203 555 0100");
    await form.getByLabel("I am a").selectOption("buyer");
    await form.getByLabel(/Message/).fill("We are moving from Manhattan in June.\nFour bedrooms, near a station.");
    await form.getByRole("button", { name: contactForm.submit }).click();

    const thanks = page.getByRole("status").filter({ hasText: contactForm.thanksHeading });
    await expect(thanks).toContainText("within 24 hours");
    // No full reload: the visitor stays on the page they were reading.
    expect(new URL(page.url()).pathname).toBe(HYDRATED_PAGE);
    await expect(thanks).toBeHidden({ timeout: 8000 });
    await expect(contactFormOf(page).getByLabel("Name")).toHaveValue("");
    await expect(contactFormOf(page).getByLabel(/Message/)).toHaveValue("");
  });

  test("the placeholder 'Select' cannot be chosen and the e-mail is checked before posting", async ({ page }) => {
    await gotoHydrated(page, HYDRATED_PAGE);
    const form = contactFormOf(page);
    await expect(form.getByRole("option", { name: "Select" })).toBeDisabled();
    await form.getByLabel("Name").fill("Jordan");
    await form.getByLabel("E-mail").fill("jordan@example");
    await form.getByLabel("I am a").selectOption("seller");
    await form.getByRole("button", { name: contactForm.submit }).click();
    await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
    await form.getByLabel("E-mail").fill("jordan@example.com");
    await expect(form.getByText("Please enter a valid e-mail address")).toBeHidden();
  });
});

// The contact page and a prerendered page ship no JavaScript (decision 014): the same with it on and
// off, so these run with it off (decision 124). A page that hydrates has its own tests above.
test.describe("contact form on a page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact link's request fills the message box on the contact page, and the visitor can add to it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?request=Schedule%20a%20Byram%20tour");
    const form = contactFormOf(page);
    const message = form.getByLabel(/Message/);
    await expect(message).toHaveValue("Schedule a Byram tour");
    await message.press("End");
    await message.pressSequentially(" on Saturday");
    await form.getByLabel("Name").fill("Robin Example");
    await form.getByLabel("E-mail").fill(`robin-${unique()}@example.com`);
    await form.getByLabel("I am a").selectOption("buyer");
    await form.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByRole("status")).toContainText("within 24 hours");
  });

  test("a prerendered page's footer form posts natively: errors (400) and then the thank-you", async ({ page }) => {
    await page.goto("/terms");
    const form = contactFormOf(page);
    // Spaces pass the browser's required check; the server trims them and refuses.
    await form.getByLabel("Name").fill("   ");
    await form.getByLabel("E-mail").fill("sam@example.com");
    await form.getByLabel("I am a").selectOption("investor");
    await form.getByLabel(/Message/).fill("A question about the 2025 mill rate.");
    const [invalid] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/contact")),
      form.getByRole("button", { name: contactForm.submit }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Contact the broker" })).toBeVisible();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(contactFormOf(page).getByLabel("E-mail")).toHaveValue("sam@example.com");
    await expect(contactFormOf(page).getByLabel(/Message/)).toHaveValue("A question about the 2025 mill rate.");

    await contactFormOf(page).getByLabel("Name").fill("Sam Example");
    await contactFormOf(page).getByLabel("I am a").selectOption("investor");
    await contactFormOf(page).getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByRole("status")).toContainText("within 24 hours");
  });
});

test("a message over 2,000 characters is refused with a clear message and nothing stored", async ({
  request,
  baseURL,
}) => {
  const response = await request.post("/contact", {
    form: {
      name: "Sam Example",
      email: `sam-${unique()}@example.com`,
      userType: "buyer",
      message: "x".repeat(CONTACT_LIMITS.message + 1),
    },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(contactMessages.messageTooLong);
});

// Forms keep the visitor's words and place.
test.describe("the footer's form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The prerendered page is rendered at "/privacy/" (React Router 8's prerender): its form must still
  // bring the visitor back to "/privacy", the page's own address.
  test("a 1,600-character Cyrillic message is sent, and the visitor is back on the page, at the thank-you", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const form = contactFormOf(page);
    await form.getByLabel("Name").fill("Борис Пример");
    await form.getByLabel("E-mail").fill(`boris-${unique()}@example.com`);
    await form.getByLabel("I am a").selectOption("buyer");
    await form.getByLabel(/Message/).fill("Ж".repeat(1600));
    const [posted] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/contact")),
      form.getByRole("button", { name: contactForm.submit }).click(),
    ]);
    expect(posted.status()).toBe(303);
    await page.waitForURL((url) => url.pathname === "/privacy" && url.hash === "#contact-sent");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(contactForm.thanksHeading);
  });
});

test("a post over the size limit answers 413 with the form, the visitor's words and a message", async ({
  request,
  baseURL,
}) => {
  const response = await request.post("/contact", {
    form: { name: "Sam Example", email: "sam@example.com", userType: "buyer", message: "Ж".repeat(6000) },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(response.status()).toBe(413);
  const html = await response.text();
  expect(html).toContain("Nothing was sent: the form was larger than its fields allow.");
  expect(html).toContain('value="Sam Example"');
  expect(html).toContain("Ж".repeat(CONTACT_LIMITS.message));
  expect(html).not.toContain("Ж".repeat(CONTACT_LIMITS.message + 1));
});
