import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { privacyPage } from "~content/privacy";
import { site } from "~content/site";
import { newsletterForm } from "~content/subscribe";
import { NewsletterForm } from "./newsletter-form";

const policy = privacyPage(site).sections.flatMap((section) => section.paragraphs).join("\n");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");

// Issue 33 item 9: the page a sign-up ends on says what the privacy policy says happens next, with
// and without the site's own e-mail (SMTP_URL: double opt-in; without it, the list's service sends).
describe("the sign-up's outcome matches the privacy policy", () => {
  it("with e-mail configured: check your inbox, as the policy's confirmation e-mail says", () => {
    const shown = text(
      renderToStaticMarkup(
        <NewsletterForm copy={newsletterForm} serverResult={{ status: "subscribed", confirm: true }} />,
      ),
    );
    expect(shown).toContain(newsletterForm.confirmHeading);
    expect(shown).toContain("confirm");
    expect(policy).toContain("first, one e-mail asking you to confirm your address");
    expect(policy).toContain(`The page says \u201c${newsletterForm.confirmHeading}\u201d`);
  });

  it("without it: subscribed at once, as the policy's paragraph on the list's service says", () => {
    const shown = text(
      renderToStaticMarkup(
        <NewsletterForm copy={newsletterForm} serverResult={{ status: "subscribed", confirm: false }} />,
      ),
    );
    expect(shown).toContain(newsletterForm.successHeading);
    expect(shown).not.toContain("confirm");
    expect(policy).toContain("no confirmation e-mail comes from us: your sign-up is passed to that service at once");
    expect(policy).toContain(`The page says \u201c${newsletterForm.successHeading.replace(/!$/, "")}\u201d`);
  });
});
