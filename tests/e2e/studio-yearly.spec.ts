import { expect, test } from "@playwright/test";
import { studioSpecServer } from "./studio-server";

// The yearly review's words written in the studio (decision 140), with JavaScript on and off: an
// editor writes the year in their words and the outlook, and the public review shows them beside its
// figures; an emptied box takes its section away again. On a server of its own (ports 3441-3442), so
// that the words never reach the other specs.

const server = studioSpecServer({ name: "yearly", ports: { desktop: 3441, mobile: 3442 } });

for (const javaScriptEnabled of [true, false]) {
  test(`the year's words written in the studio are on the public review, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
  }, testInfo) => {
    const context = await server.signedIn(browser, testInfo, { role: "editor", javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio`);
    await page.getByRole("link", { name: "Yearly review", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Yearly review" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Words for 2024" })).toBeVisible();

    const words = javaScriptEnabled ? "A **steady** year on every street." : "A quiet year, as the figures say.";
    await page.getByRole("textbox", { name: "The year in your words" }).fill(`${words}\n\nSecond paragraph.`);
    await page.getByRole("textbox", { name: "Outlook" }).fill("More listings in the spring.");
    await page.getByRole("button", { name: "Save the words" }).click();
    await expect(page.getByRole("status")).toHaveText(/The words of the 2024 review are saved/);
    await expect(page.getByRole("link", { name: /^2024/ })).toContainText("words written");

    await page.goto(`${server.url}/yearly-market-summary`);
    const section = page.locator('section[aria-labelledby="broker-words"]');
    await expect(page.getByRole("heading", { level: 2, name: "2024 in Our Words" })).toBeVisible();
    if (javaScriptEnabled) await expect(section.locator("strong")).toHaveText("steady");
    else await expect(section.getByText(words)).toBeVisible();
    await expect(section.getByText("Second paragraph.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "2025 Outlook" })).toBeVisible();

    // Emptied, the outlook's section goes; the figures stay.
    await page.goto(`${server.url}/studio/yearly`);
    await page.getByRole("textbox", { name: "Outlook" }).fill("");
    await page.getByRole("button", { name: "Save the words" }).click();
    await expect(page.getByRole("status")).toHaveText(/saved/);
    await page.goto(`${server.url}/yearly-market-summary`);
    await expect(page.getByRole("heading", { level: 2, name: "2025 Outlook" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Quarter by Quarter" })).toBeVisible();
    await context.close();
  });
}

test("a visitor without a session is sent to sign in, and a post is refused", async ({ request }) => {
  const page = await request.get(`${server.url}/studio/yearly`, { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toMatch(/^\/studio\/sign-in/);
  const post = await request.post(`${server.url}/studio/yearly`, {
    form: { intent: "save", year: "2024", summary: "Forged.", outlook: "" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(401);
});
