import { useState } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatStudioTime } from "~/lib/studio-time";
import type { AccountActionData, AccountView } from "./account-actions.server";
import { addPasskey, usePasskeySupport } from "./passkey-client";

type Passkey = AccountView["passkeys"][number];
type Session = AccountView["sessions"][number];

const smallButton = "rounded-md px-3 py-2 text-sm font-semibold";

/** /studio/account: my passkeys (rename, remove, add one), where I am signed in, and signing out everywhere. */
export function AccountPage({
  view,
  answer: actionData,
}: {
  view: AccountView;
  answer: AccountActionData | undefined;
}) {
  const { user, passkeys, sessions, added } = view;
  const support = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [label, setLabel] = useState("");

  async function add() {
    setBusy(true);
    setError("");
    try {
      window.location.assign(await addPasskey({ label }));
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeading title="My account" />
      <p className="text-slate-700">
        {user.email} ({user.role})
      </p>
      {added ? <Notice>The passkey has been added.</Notice> : null}
      {actionData ? (
        <Notice tone={actionData.ok ? "green" : "red"}>{actionData.ok ? actionData.message : actionData.error}</Notice>
      ) : null}

      <StackedTable<Passkey>
        caption="My passkeys"
        rowKey={(key) => key.id}
        rows={passkeys}
        columns={[
          { header: "Name", cell: (key) => key.label || "(no name)" },
          { header: "Added", cell: (key) => formatStudioTime(key.createdAt) },
          { header: "Last used", cell: (key) => formatStudioTime(key.lastUsedAt) },
          {
            header: "Change",
            cell: (key) => (
              <div className="flex flex-wrap items-end gap-2">
                <Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={key.id} />
                  <TextField
                    label={`New name for ${key.label || "this passkey"}`}
                    name="label"
                    maxLength={60}
                    defaultValue={key.label}
                  />
                  <button type="submit" className={`${smallButton} border border-blue-900 text-blue-900`}>
                    Rename
                  </button>
                </Form>
                {passkeys.length > 1 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={key.id} />
                    <button type="submit" className={`${smallButton} border border-red-700 text-red-800`}>
                      Remove<span className="sr-only"> {key.label || "this passkey"}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            ),
          },
        ]}
      />

      <Card className="max-w-xl">
        <h2 className="text-lg font-semibold text-slate-900">Add another passkey</h2>
        <p className="mt-1 text-sm text-slate-700">On this device, or a phone or security key nearby.</p>
        <TextField
          className="mt-4"
          label="Name this device"
          optional
          name="new-label"
          maxLength={60}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button
          type="button"
          className={buttonClasses("primary", "mt-4")}
          disabled={support !== "yes" || busy}
          onClick={() => void add()}
        >
          {busy ? "Waiting for the passkey…" : "Add a passkey"}
        </button>
        {error ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </Card>

      <StackedTable<Session>
        caption="Where I am signed in"
        rowKey={(session) => String(session.id)}
        rows={sessions}
        columns={[
          {
            header: "Signed in",
            cell: (session) => `${formatStudioTime(session.createdAt)}${session.current ? " (this one)" : ""}`,
          },
          { header: "Last active", cell: (session) => formatStudioTime(session.lastSeenAt) },
          { header: "Browser", cell: (session) => <span className="break-all">{session.userAgent || "—"}</span> },
        ]}
      />
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className={buttonClasses("secondary")}>
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
}
