import { data } from "react-router";
import { formServicesFrom } from "~/server/form-services.server";
import type { AppContext } from "~/server/app-context.server";
import { parseMarketChoice, postedChoice, type ChoiceErrors, type MarketChoice } from "./market-choice";
import { postFields } from "./post-fields.server";
import { leaveThroughPreferences, preferencesView, savePreferences, type PreferencesView } from "./preferences.server";

export type PreferencesAnswer = {
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
export async function preferencesLoader(app: AppContext, token: string) {
  const view = await preferencesView(formServicesFrom(app).db, token);
  return data<PreferencesAnswer>({ view }, { status: statusOf(view) });
}

/** Saves the market ("save") or unsubscribes ("leave"); a refused choice is a 400 that stores nothing. */
export async function preferencesAction(request: Request, app: AppContext, token: string) {
  const db = formServicesFrom(app).db;
  const post = await postFields(request);
  const intent = post?.values.intent;
  if (intent === "leave") {
    const view = await leaveThroughPreferences(db, token);
    return data<PreferencesAnswer>(
      { view, done: view.state === "ok" ? "left" : undefined },
      { status: statusOf(view) },
    );
  }
  if (!post || intent !== "save") {
    const view = await preferencesView(db, token);
    return data<PreferencesAnswer>({ view, errors: {} }, { status: view.state === "ok" ? 400 : statusOf(view) });
  }
  const choice = parseMarketChoice(post.all);
  if (!choice.ok) {
    const view = await preferencesView(db, token);
    return data<PreferencesAnswer>(
      { view, errors: choice.errors, choice: postedChoice(post.all) },
      { status: view.state === "ok" ? 400 : statusOf(view) },
    );
  }
  const view = await savePreferences(db, token, choice.data);
  return data<PreferencesAnswer>({ view, done: view.state === "ok" ? "saved" : undefined }, { status: statusOf(view) });
}
