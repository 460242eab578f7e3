import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StatusBadge } from "~/components/ui/status-badge";
import { MarketChoiceFields } from "./market-choice-fields";
import type { SubscriberMarketAnswer, SubscriberMarketView } from "./studio-markets.server";

const linkClasses = "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950";

/** /studio/subscribers/:id/market: an owner changes a subscriber's market (a real form; audited). */
export function SubscriberMarketPage({
  view,
  answer,
}: {
  view: SubscriberMarketView;
  answer: SubscriberMarketAnswer | undefined;
}) {
  const { subscriber, saved } = view;
  const refused = answer && (Object.keys(answer.errors).length > 0 || answer.form);
  return (
    <div className="space-y-6">
      <PageHeading title={`Market of ${subscriber.name}`}>
        <StatusBadge status={subscriber.status} />
      </PageHeading>
      <p className="break-all text-slate-700">{subscriber.email}</p>
      <p className="text-slate-700">
        What their e-mail opens with and how often it comes. Use it when the subscriber asks you; they can change it
        themselves through the preferences link of every e-mail. Each change is written to the audit log.
      </p>
      {saved && !answer ? <Notice>Saved. Their next e-mail follows this market.</Notice> : null}
      {refused ? (
        <Notice tone="red">{answer.form ?? "Nothing was saved: correct the fields marked below."}</Notice>
      ) : null}
      <Form method="post" className="space-y-4">
        <MarketChoiceFields idPrefix="market" choice={answer?.choice ?? view.choice} errors={answer?.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClasses("primary")}>
            Save this market
          </button>
          <Link className={linkClasses} to="/studio/subscribers">
            Back to subscribers
          </Link>
        </div>
      </Form>
    </div>
  );
}
