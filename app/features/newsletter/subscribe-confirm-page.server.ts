import { data } from "react-router";
import { z } from "zod";
import { formServicesFrom } from "~/server/form-services.server";
import type { AppContext } from "~/server/app-context.server";
import { confirmSubscription, isToken, pendingByConfirmToken } from "./subscription.server";

export type ConfirmState = "ready" | "confirmed" | "invalid";

const tokenParam = z.string().refine(isToken);

/**
 * The link of a confirmation e-mail (double opt-in). Opening it shows a Confirm button and changes
 * nothing: mail scanners open every link of a message, and must not confirm an address someone
 * else typed in (decision 087). The button's post confirms.
 */
export async function confirmLoader(app: AppContext, tokenText: string | undefined) {
  const token = tokenParam.safeParse(tokenText);
  const pending = token.success ? await pendingByConfirmToken(formServicesFrom(app).db, token.data) : undefined;
  return pending ? { state: "ready" as ConfirmState } : data({ state: "invalid" as ConfirmState }, { status: 404 });
}

export async function confirmAction(app: AppContext, tokenText: string | undefined) {
  const token = tokenParam.safeParse(tokenText);
  const confirmed = token.success ? await confirmSubscription(formServicesFrom(app), token.data) : undefined;
  // The loader runs again after the action and finds the token spent (404); an action's own status
  // wins over the loader's only when it is given, so the confirmation names its 200.
  return confirmed
    ? data({ state: "confirmed" as ConfirmState }, { status: 200 })
    : data({ state: "invalid" as ConfirmState }, { status: 404 });
}
