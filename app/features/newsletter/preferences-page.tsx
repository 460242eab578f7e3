import { buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { MarketChoiceFields } from "./market-choice-fields";
import type { PreferencesAnswer } from "./preferences-page.server";

const DEAD_LINK = {
  unknown: {
    title: "This link does not work",
    body: "We do not know this preferences link, so nothing was changed. Use the link in the latest e-mail we sent you.",
  },
  expired: {
    title: "This link has expired",
    body: "Preferences links work for 120 days, so nothing was changed. The latest e-mail we sent you carries a fresh one.",
  },
} as const;

/** The preferences page: the market form and Leave, what the last post did, or why the link is dead. */
export function PreferencesPage({ answer }: { answer: PreferencesAnswer }) {
  const { view } = answer;
  if (view.state !== "ok") {
    const copy = DEAD_LINK[view.state];
    return <PageHero eyebrow="Your e-mail preferences" title={copy.title} intro={<p>{copy.body}</p>} />;
  }
  const refused = answer.errors && Object.keys(answer.errors).length > 0;
  return (
    <>
      <PageHero
        eyebrow="Your e-mail preferences"
        title="Your market in your inbox"
        intro={
          <p>
            For <strong className="break-all">{view.email}</strong>.{" "}
            {view.subscribed
              ? "Tick the villages, home types and price band your e-mail should open with, and how often it comes."
              : "This address is unsubscribed: we send it nothing. The unsubscribe page's Undo subscribes it again."}
          </p>
        }
      />
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {answer.done ? (
          <p role="status" className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
            {answer.done === "saved"
              ? "Saved. Your next e-mail follows this choice."
              : "You\u2019re unsubscribed: we will send this address nothing more."}
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            Nothing was saved: correct the marked choices.
          </p>
        ) : null}
        <form method="post" noValidate aria-labelledby="preferences-title">
          <h2 id="preferences-title" className="mb-4 text-xl font-bold text-slate-900">
            Your market
          </h2>
          <input type="hidden" name="intent" value="save" />
          <MarketChoiceFields idPrefix="preferences" choice={answer.choice ?? view.choice} errors={answer.errors} />
          <button type="submit" className={buttonClasses("primary", "mt-6 w-full sm:w-auto")}>
            Save my choice
          </button>
        </form>
        {view.subscribed ? (
          <form method="post" className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-xl font-bold text-slate-900">Leave</h2>
            <p className="mt-2 text-slate-700">Stop every e-mail: weekly, monthly and quarterly.</p>
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className={buttonClasses("secondary", "mt-4")}>
              Unsubscribe
            </button>
          </form>
        ) : null}
      </section>
    </>
  );
}
