import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { StackedTable } from "~/components/ui/stacked-table";
import { formatStudioTime } from "~/lib/studio-time";
import type { PeopleActionData, PeopleView } from "./people-actions.server";

type Person = PeopleView["people"][number];

const smallButton = "rounded-md px-3 py-2 text-sm font-semibold";

/** /studio/people (owners): everyone who may sign in, their role, and inviting someone. */
export function PeoplePage({ view, answer: actionData }: { view: PeopleView; answer: PeopleActionData | undefined }) {
  const { me, people, mailConfigured } = view;
  return (
    <div className="space-y-6">
      <PageHeading title="People" />
      {actionData?.ok ? (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          <p>{actionData.message}</p>
          {actionData.link ? (
            <p className="mt-2 font-mono text-sm break-all">
              <a className="underline" href={actionData.link}>
                {actionData.link}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {actionData && !actionData.ok && !actionData.field ? <Notice tone="red">{actionData.error}</Notice> : null}
      <StackedTable<Person>
        caption="People who may sign in"
        rowKey={(person) => String(person.id)}
        rows={people}
        columns={[
          { header: "E-mail", cell: (person) => person.email },
          {
            header: "Role",
            cell: (person) => <Badge tone={person.role === "owner" ? "green" : "neutral"}>{person.role}</Badge>,
          },
          { header: "Passkeys", cell: (person) => person.passkeys, numeric: true },
          { header: "Last sign-in", cell: (person) => formatStudioTime(person.lastSignIn) },
          {
            header: "Change",
            cell: (person) =>
              person.id === me ? (
                <span className="text-slate-600">You</span>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={person.id} />
                    <input type="hidden" name="role" value={person.role === "owner" ? "editor" : "owner"} />
                    <button type="submit" className={`${smallButton} border border-blue-900 text-blue-900`}>
                      Make {person.role === "owner" ? "editor" : "owner"}
                      <span className="sr-only"> ({person.email})</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={person.id} />
                    <button type="submit" className={`${smallButton} border border-red-700 text-red-800`}>
                      Remove<span className="sr-only"> {person.email}</span>
                    </button>
                  </Form>
                </div>
              ),
          },
        ]}
      />
      <Card className="max-w-xl">
        <h2 className="text-lg font-semibold text-slate-900">Invite someone</h2>
        <p className="mt-1 text-sm text-slate-700">
          {mailConfigured
            ? "They receive a link by e-mail to add a passkey. It works once, for 24 hours."
            : "E-mail is not configured: the link appears here for you to pass on. It works once, for 24 hours."}
        </p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            error={actionData && !actionData.ok && actionData.field === "email" ? actionData.error : undefined}
          />
          <SelectField
            label="Role"
            name="role"
            defaultValue="editor"
            hint="Owners also manage people and read the audit log."
            error={actionData && !actionData.ok && actionData.field === "role" ? actionData.error : undefined}
          >
            <option value="editor">Editor</option>
            <option value="owner">Owner</option>
          </SelectField>
          <button type="submit" className={buttonClasses("primary")}>
            Invite
          </button>
        </Form>
      </Card>
    </div>
  );
}
