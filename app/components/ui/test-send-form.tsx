import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "./button-link";

/**
 * "Send a test to me" under a studio preview of an e-mail: a post with the `send-test` intent and
 * the fields in `children`, to the signed-in person `me` only; without a mailer, why no test can be sent.
 */
export function TestSendForm({
  canSend,
  me,
  className = "",
  children,
}: {
  canSend: boolean;
  me: string;
  className?: string;
  children: ReactNode;
}) {
  return canSend ? (
    <Form method="post" className={`flex flex-wrap items-center gap-3 ${className}`}>
      <input type="hidden" name="intent" value="send-test" />
      {children}
      <button type="submit" className={buttonClasses("secondary")}>
        Send a test to me
      </button>
      <span className="text-slate-800">To {me} only, subject marked [Test]; no subscriber gets it.</span>
    </Form>
  ) : (
    <p className={`text-slate-800 ${className}`}>
      E-mail is not configured on this server (SMTP_URL and MAIL_FROM), so no test can be sent.
    </p>
  );
}
