// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { IntentForm, PasskeyButton } from "./sign-in-card";

afterEach(() => {
  cleanup();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

const button = (
  start: () => Promise<string> = () => new Promise<string>(() => {}),
  noScript: string | null = "Passkeys need JavaScript.",
) => (
  <PasskeyButton
    label="Sign in with a passkey"
    start={start}
    unsupported="No passkeys here."
    noScript={noScript ?? undefined}
  />
);

describe("PasskeyButton", () => {
  it("is disabled in the server's HTML, with the words for a browser without JavaScript", () => {
    const html = renderToString(button());
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sign in with a passkey<\/button>/);
    expect(html).toContain("<noscript><p");
    expect(html).toContain("Passkeys need JavaScript.");
    expect(renderToString(button(undefined, null))).not.toContain("noscript");
  });

  it("stays disabled and says why in a browser without passkeys", () => {
    render(button());
    expect((screen.getByRole("button", { name: "Sign in with a passkey" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("No passkeys here.")).toBeTruthy();
  });

  it("says it is waiting while the ceremony runs, then shows a refusal and can be pressed again", async () => {
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = class {};
    let refuse: (error: Error) => void = () => {};
    const user = userEvent.setup();
    render(button(() => new Promise<string>((_, reject) => (refuse = reject))));
    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    const waiting = screen.getByRole("button", { name: "Waiting for the passkey…" }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    refuse(new Error("The passkey request was canceled or timed out."));
    expect((await screen.findByRole("alert")).textContent).toBe("The passkey request was canceled or timed out.");
    expect((screen.getByRole("button", { name: "Sign in with a passkey" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText("No passkeys here.")).toBeNull();
  });
});

/** The form on "/", whose action records what each post held. */
function renderForm(form: ReactNode) {
  const posts: Array<Record<string, string>> = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => form,
      action: async ({ request }) => {
        posts.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return posts;
}

describe("IntentForm", () => {
  it("posts its intent and hidden inputs to the page's action", async () => {
    const posts = renderForm(<IntentForm intent="continue" hidden={{ token: "tok" }} submitLabel="Continue" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "continue", token: "tok" }]));
  });

  it("posts the fields it holds with its intent", async () => {
    const posts = renderForm(
      <IntentForm intent="email-link" submitLabel="E-mail me a sign-in link">
        <input aria-label="E-mail address" name="email" />
      </IntentForm>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail address"), "broker@example.com");
    await user.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "email-link", email: "broker@example.com" }]));
  });
});
