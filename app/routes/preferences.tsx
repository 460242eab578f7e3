import { data } from "react-router";
import type { Route } from "./+types/preferences";
import { buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import {
  parseMarketChoice,
  postedChoice,
  type ChoiceErrors,
  type MarketChoice,
} from "~/features/newsletter/market-choice";
import { MarketChoiceFields } from "~/features/newsletter/market-choice-fields";
import { postFields } from "~/features/newsletter/post-fields.server";
import {
  leaveThroughPreferences,
  preferencesView,
  savePreferences,
  type PreferencesView,
} from "~/features/newsletter/preferences.server";
import { formServicesFrom } from "~/server/form-services.server";
import { appContextOf } from "~/server/app-context.server";

type Answer = {
  view: PreferencesView;
  /** What the post did: saved the choice, or unsubscribed; a refused choice comes back with its messages. */
  done?: "saved" | "left";
  errors?: ChoiceErrors;
  choice?: MarketChoice;
};

/** An unknown link is 404, an expired one 410: either way a page that says so, and nothing changes. */
const statusOf = (view: PreferencesView) => (view.state === "unknown" ? 404 : view.state === "expired" ? 410 : 200);

/**
 * The preferences link of every e-mail (decision 148). The token in the path is the authority: no
 * account, no cookie. Opening it changes nothing (mail scanners open links); the page's posts save
 * the market or unsubscribe.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await preferencesView(formServicesFrom(appContextOf(context)).db, params.token);
  return data<Answer>({ view }, { status: statusOf(view) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = formServicesFrom(appContextOf(context)).db;
  const post = await postFields(request);
  const intent = post?.values.intent;
  if (intent === "leave") {
    const view = await leaveThroughPreferences(db, params.token);
    return data<Answer>({ view, done: view.state === "ok" ? "left" : undefined }, { status: statusOf(view) });
  }
  if (!post || intent !== "save") {
    const view = await preferencesView(db, params.token);
    return data<Answer>({ view, errors: {} }, { status: view.state === "ok" ? 400 : statusOf(view) });
  }
  const choice = parseMarketChoice(post.all);
  if (!choice.ok) {
    const view = await preferencesView(db, params.token);
    return data<Answer>(
      { view, errors: choice.errors, choice: postedChoice(post.all) },
      { status: view.state === "ok" ? 400 : statusOf(view) },
    );
  }
  const view = await savePreferences(db, params.token, choice.data);
  return data<Answer>({ view, done: view.state === "ok" ? "saved" : undefined }, { status: statusOf(view) });
}

export function meta() {
  return [{ title: "Your e-mail preferences | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

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

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  const answer = (actionData ?? loaderData) as Answer;
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
