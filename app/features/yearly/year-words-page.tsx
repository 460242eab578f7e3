import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import type { YearWordsActionData } from "./year-words-actions.server";

export type YearWordsPageView = {
  year: number | null;
  years: { year: number; href: string; written: boolean; current: boolean }[];
  publicHref: string;
  values: { summary: string; outlook: string };
};

/**
 * The studio's page for a year's words (decision 140): the year in the broker's words and the
 * outlook, written like a week's narrative. Every figure of the review is computed from the history.
 */
export function YearWordsPage({ view, answer }: { view: YearWordsPageView; answer?: YearWordsActionData }) {
  const values = answer && !answer.ok && answer.values ? answer.values : view.values;
  const error = (field: "summary" | "outlook") =>
    answer && !answer.ok && answer.field === field ? answer.error : undefined;
  return (
    <>
      <PageHeading title="Yearly review">
        <p className="mt-2 max-w-3xl text-slate-700">
          Every figure of the yearly review is computed from the history of contracts. Here you write the words beside
          them: the year as you saw it and what you expect next. Without words the page reads from its figures alone.
        </p>
      </PageHeading>
      {view.year === null ? (
        <p className="mt-6 text-slate-700">
          The history does not hold a whole year yet: there is no review to write for.
        </p>
      ) : (
        <>
          <nav aria-label="Years" className="mt-6">
            <ul className="flex flex-wrap gap-3">
              {view.years.map((entry) => (
                <li key={entry.year}>
                  <Link
                    to={entry.href}
                    aria-current={entry.current ? "page" : undefined}
                    className="block rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium text-blue-900 hover:border-blue-900 aria-[current=page]:border-blue-900 aria-[current=page]:bg-blue-50"
                  >
                    {entry.year}
                    <span className="ml-2 text-sm font-normal text-slate-600">
                      {entry.written ? "words written" : "figures only"}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="year-words-heading" className="mt-8 max-w-3xl">
            <h2 id="year-words-heading" className="text-2xl font-bold text-slate-900">
              Words for {view.year}
            </h2>
            <p className="mt-2 text-slate-700">
              Markdown: <code>**bold**</code>, <code>*italic*</code>, <code>[a link](https://…)</code>. Paragraphs apart
              by a blank line. Saving puts the words on{" "}
              <Link to={view.publicHref} className="font-semibold text-blue-900 underline underline-offset-2">
                the public review
              </Link>{" "}
              at once; leave a box empty to show the figures alone there.
            </p>
            {answer?.ok ? <Notice className="mt-4">{answer.message}</Notice> : null}
            {answer && !answer.ok && !answer.field ? (
              <Notice tone="red" className="mt-4">
                {answer.error}
              </Notice>
            ) : null}
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="year" value={view.year} />
              <TextAreaField
                label="The year in your words"
                hint="Two or three paragraphs: what the year's figures meant for buyers and sellers."
                name="summary"
                rows={10}
                defaultValue={values.summary}
                error={error("summary")}
                optional
              />
              <TextAreaField
                label="Outlook"
                hint={`What you expect of ${view.year + 1}, and how sure you are.`}
                name="outlook"
                rows={6}
                defaultValue={values.outlook}
                error={error("outlook")}
                optional
              />
              <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
                Save the words
              </button>
            </Form>
          </section>
        </>
      )}
    </>
  );
}
