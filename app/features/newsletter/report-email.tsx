// The weekly report e-mail's HTML part, laid out with React Email's components (tables and inline
// styles that the common mail clients render). Everything it links to is on the site; the chart is
// an inline image attached to the message (cid:), so nothing is fetched from elsewhere.
import { Body, Container, Heading, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";
import type { ReportEmailModel } from "./report-email-model";
import { supplyLineText } from "./report-email-supply";
import { leadLineText } from "./market-lead";

/** The Content-ID of the chart image attached to every report. */
export const CHART_CID = "week-chart@greenwich-market-report";
/** The Content-ID of the 13-week trend chart, attached when the history holds those weeks. */
export const TREND_CID = "week-trend@greenwich-market-report";

export const h2 = { color: "#1e3a8a", fontSize: "18px", lineHeight: "24px", margin: "0 0 8px" };
export const text = { color: "#0f172a", fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" };
export const muted = { ...text, color: "#475569", fontSize: "14px", lineHeight: "20px" };
/** A link in running text: dark enough on white and on the lead's pale blue, and underlined, so it never rests on colour alone. */
export const textLink = { color: "#1d4ed8", textDecoration: "underline" };
export const button = {
  backgroundColor: "#1e3a8a",
  borderRadius: "8px",
  color: "#ffffff",
  display: "inline-block",
  fontWeight: 700,
  padding: "12px 20px",
  textDecoration: "none",
};

/** A market's links (Market Trends filtered to it), one paragraph each: the weekly lead's and the digest's. */
export function EmailLinks({ links }: { links: readonly { label: string; href: string }[] }) {
  return links.map((link) => (
    <Text key={link.href} style={text}>
      <Link href={link.href} style={textLink}>
        {link.label}
      </Link>
    </Text>
  ));
}

/**
 * The HTML part as a string. React Email's render() puts the XHTML 1.0 Transitional doctype first,
 * a habit from old desktop clients; the HTML5 doctype renders the same in today's clients and is
 * what the Nu HTML Checker validates against (docs/decisions/088).
 */
export async function renderReportEmail(model: ReportEmailModel): Promise<string> {
  return renderEmailHtml(<ReportEmail model={model} />);
}

/** Any subscriber e-mail's HTML part, with the HTML5 doctype (see renderReportEmail). */
export async function renderEmailHtml(email: ReactElement): Promise<string> {
  const html = await render(email);
  return html.replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>");
}

/**
 * The frame of every e-mail to subscribers (the weekly report, the digests of decision 150): the
 * head, the page and card, and the footer with why they receive it, their preferences link, the
 * one-click unsubscribe and the sender's postal address.
 */
export function SubscriberEmail({
  subject,
  preview,
  reason,
  preferencesUrl,
  unsubscribeUrl,
  sender,
  children,
}: {
  subject: string;
  preview: string;
  reason: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
  sender: { name: string; brokerage: string; office: string; phone: string };
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      {/* Our own <head> rather than React Email's, whose Apple meta tag has no content (invalid HTML). */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" content="yes" />
        <title>{subject}</title>
      </head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: "#f1f5f9", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "16px 0" }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "600px", padding: "24px" }}>
          {children}
          <Hr />
          <Text style={muted}>
            {reason}{" "}
            <Link href={preferencesUrl} style={textLink}>
              Choose your villages, home types, price band or how often
            </Link>
            , or{" "}
            <Link href={unsubscribeUrl} style={textLink}>
              unsubscribe with one click
            </Link>
            .
          </Text>
          <Text style={muted}>
            {sender.name}, {sender.brokerage}
            <br />
            {sender.office}
            <br />
            {sender.phone}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function ReportEmail({ model }: { model: ReportEmailModel }) {
  return (
    <SubscriberEmail
      subject={model.subject}
      preview={`${model.title}: ${model.figures.map((figure) => `${figure.label} ${figure.value}`).join(", ")}`}
      reason="You receive this because you confirmed your subscription to the weekly report."
      preferencesUrl={model.preferencesUrl}
      unsubscribeUrl={model.unsubscribeUrl}
      sender={model.sender}
    >
      <Text style={{ ...muted, fontWeight: 700, textTransform: "uppercase" }}>
        {model.siteName}, week {model.week}
      </Text>
      <Heading as="h1" style={{ color: "#1e3a8a", fontSize: "24px", lineHeight: "30px", margin: "0 0 8px" }}>
        {model.title}
      </Heading>
      <Text style={muted}>{model.dates}</Text>
      {model.sampleNotice ? <Text style={{ ...text, fontWeight: 700 }}>{model.sampleNotice}</Text> : null}
      {model.lead ? (
        <Section
          style={{ backgroundColor: "#eff6ff", borderRadius: "8px", margin: "8px 0 16px", padding: "12px 16px" }}
        >
          <Heading as="h2" style={h2}>
            {model.lead.heading}
          </Heading>
          {model.lead.fallback ? <Text style={{ ...text, fontWeight: 700 }}>{model.lead.fallback}</Text> : null}
          {model.lead.lines.map((line) => (
            <Text key={line.label} style={text}>
              {leadLineText(line)}
            </Text>
          ))}
          <Text style={muted}>{model.lead.note}</Text>
          <EmailLinks links={model.lead.links} />
        </Section>
      ) : null}
      {model.lead ? (
        <Heading as="h2" style={h2}>
          The town&apos;s week
        </Heading>
      ) : null}
      <Section>
        {model.figures.map((figure) => (
          <Text key={figure.label} style={text}>
            <strong>{figure.value}</strong> {figure.label.toLowerCase()}
          </Text>
        ))}
      </Section>
      <Img
        src={`cid:${CHART_CID}`}
        alt={model.chartAlt}
        width="552"
        height="276"
        style={{ maxWidth: "100%", height: "auto" }}
      />
      {model.trend ? (
        <Img
          src={`cid:${TREND_CID}`}
          alt={model.trendAlt}
          width="552"
          height="276"
          style={{ maxWidth: "100%", height: "auto", marginTop: "12px" }}
        />
      ) : null}
      {model.supply ? (
        <Section style={{ margin: "12px 0 4px" }}>
          <Heading as="h2" style={{ color: "#1e3a8a", fontSize: "18px", lineHeight: "24px", margin: "0 0 8px" }}>
            {model.supply.heading}
          </Heading>
          {model.supply.lines.map((line) => (
            <Text key={line.label} style={text}>
              {supplyLineText(line)}
            </Text>
          ))}
          <Text style={muted}>{model.supply.note}</Text>
        </Section>
      ) : null}
      {model.insights.map((insight) => (
        <Text key={insight} style={text}>
          {insight}
        </Text>
      ))}
      <Section style={{ margin: "16px 0" }}>
        <Link href={model.pageUrl} style={button}>
          Read the full report
        </Link>
      </Section>
      <Text style={text}>
        <Link href={model.pdfUrl} style={textLink}>
          The week&apos;s contracts (PDF)
        </Link>
      </Text>
    </SubscriberEmail>
  );
}
