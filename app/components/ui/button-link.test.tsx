import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ButtonLink, buttonClasses } from "./button-link";

/** The link as the server renders it, inside a router (a <Link> needs one). */
const html = (link: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{link}</MemoryRouter>);

describe("ButtonLink", () => {
  it("is the kit's button classes on an <a>, the extra classes after the variant's", () => {
    const markup = html(
      <ButtonLink to="/archive" variant="secondary" className="mt-5 self-start" aria-label="View report: Week 4">
        View report
      </ButtonLink>,
    );
    expect(markup).toContain(`href="/archive"`);
    expect(markup).toContain(`class="${buttonClasses("secondary", "mt-5 self-start")}"`);
    expect(markup).toContain(`aria-label="View report: Week 4"`);
  });

  it("leaves a file the server answers (a resource route) to the browser: a plain anchor, not a router link", () => {
    // React Router marks its own links for route discovery; a plain anchor carries no such mark.
    expect(html(<ButtonLink to="/market-report">Report</ButtonLink>)).toContain("data-discover");
    for (const to of ["/mock-market-report/export.csv?week=4", "/weekly-contracts/week-4.pdf", "#newsletter"]) {
      expect(html(<ButtonLink to={to}>File</ButtonLink>), to).not.toContain("data-discover");
    }
    expect(html(<ButtonLink to="/contact?request=A%20CMA%20(week%204).">Ask</ButtonLink>)).toContain("data-discover");
  });

  it("opens a new tab as a plain anchor with noopener, and saves a download under its name", () => {
    const tab = html(
      <ButtonLink to="/weekly-contracts/week-4.pdf" newTab>
        Open
      </ButtonLink>,
    );
    expect(tab).toContain(`target="_blank"`);
    expect(tab).toContain(`rel="noopener"`);
    expect(
      html(
        <ButtonLink to="/x.pdf" download="week-4.pdf">
          Save
        </ButtonLink>,
      ),
    ).toContain(`download="week-4.pdf"`);
    expect(
      html(
        <ButtonLink to="/x.csv" download>
          Save
        </ButtonLink>,
      ),
    ).toContain(`download=""`);
  });
});
