// What /sellers/renovate-vs-knockdown shows, worked out on the server from the current fact book and
// the assessment form's query (a GET form: the comparison is in the first HTML, decision 004).
import { contactRequestHref } from "~/lib/contact-link";
import type { FactBook } from "~content/facts";
import {
  assessmentForm,
  comparisonHeading,
  rebuildScenarios,
  rebuildScenariosHeading,
  renovateCta as cta,
  renovateIntro,
  renovateVsKnockdownContent,
  renovationScenarios,
  renovationScenariosHeading,
  successStories,
  successStoriesHeading,
  townConsiderations,
  townConsiderationsHeading,
} from "~content/guides/renovate-vs-knockdown";
import { assessmentFormView } from "./assessment-form-view";
import { guideMeta } from "./guide-meta";
import { assessmentFromQuery } from "./renovation-assessment";

const PATH = "/sellers/renovate-vs-knockdown";
const FORM_SECTION_ID = "assessment";

/**
 * /sellers/renovate-vs-knockdown: the comparison with its definitions, the assessment read from the
 * query string (`status` 400 when it cannot be read), the scenarios, town rules and outcomes.
 * `year` is this year, the latest a house can have been built.
 */
export function renovateVsKnockdownPageView(book: FactBook, search: URLSearchParams, year: number) {
  const { comparisonFacts, comparisonRows } = renovateVsKnockdownContent(book);
  const outcome = assessmentFromQuery(search, year);
  return {
    status: outcome.status === "invalid" ? 400 : 200,
    meta: guideMeta(renovateIntro),
    intro: renovateIntro,
    heroLinks: [{ label: assessmentForm.title, to: `#${FORM_SECTION_ID}` }],
    comparisonHeading,
    comparisonRows,
    comparisonNotes: comparisonFacts.notes,
    form: {
      id: FORM_SECTION_ID,
      action: `${PATH}#${FORM_SECTION_ID}`,
      title: assessmentForm.title,
      intro: assessmentForm.intro,
      view: assessmentFormView(outcome),
    },
    renovationScenariosHeading,
    renovationScenarios,
    rebuildScenariosHeading,
    rebuildScenarios,
    townConsiderationsHeading,
    townConsiderations,
    successStoriesHeading,
    successStories,
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { label: cta.consultationLabel, to: contactRequestHref(cta.consultationRequest) },
        { label: cta.reportLabel, to: "/market-report" },
      ],
    },
  };
}

export type RenovateVsKnockdownPageView = ReturnType<typeof renovateVsKnockdownPageView>;
