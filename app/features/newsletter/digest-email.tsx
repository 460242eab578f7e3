// The monthly digest's and the quarterly report's HTML part (decision 150), in the weekly e-mail's
// frame (SubscriberEmail): the subscriber's market over the period, beside the period before and the
// same period a year earlier, then a link to the period on the site. No images: every figure is text.
import { Heading, Link, Section, Text } from "@react-email/components";
import { digestLineText } from "./digest";
import { digestReason, type DigestEmailModel } from "./digest-email-model";
import { button, EmailLinks, h2, muted, renderEmailHtml, SubscriberEmail, text } from "./report-email";

export function renderDigestEmail(model: DigestEmailModel): Promise<string> {
  return renderEmailHtml(<DigestEmail model={model} />);
}

export function DigestEmail({ model }: { model: DigestEmailModel }) {
  const { digest } = model;
  return (
    <SubscriberEmail
      subject={model.subject}
      preview={`${model.title}: ${digest.lines.map((line) => `${line.label} ${line.period}`).join(", ")}`}
      reason={digestReason(model)}
      preferencesUrl={model.preferencesUrl}
      unsubscribeUrl={model.unsubscribeUrl}
      sender={model.sender}
    >
      <Text style={{ ...muted, fontWeight: 700, textTransform: "uppercase" }}>{model.siteName}</Text>
      <Heading as="h1" style={{ color: "#1e3a8a", fontSize: "24px", lineHeight: "30px", margin: "0 0 8px" }}>
        {model.title}
      </Heading>
      <Text style={muted}>{model.dates}</Text>
      {digest.sampleNotice ? <Text style={{ ...text, fontWeight: 700 }}>{digest.sampleNotice}</Text> : null}
      <Section style={{ backgroundColor: "#eff6ff", borderRadius: "8px", margin: "8px 0 16px", padding: "12px 16px" }}>
        <Heading as="h2" style={h2}>
          {digest.heading}
        </Heading>
        {digest.fallback ? <Text style={{ ...text, fontWeight: 700 }}>{digest.fallback}</Text> : null}
        {digest.lines.map((line) => (
          <Text key={line.label} style={text}>
            {digestLineText(line, digest)}
          </Text>
        ))}
        <Text style={muted}>{digest.note}</Text>
        <EmailLinks links={digest.links} />
      </Section>
      <Section style={{ margin: "16px 0" }}>
        <Link href={model.page.href} style={button}>
          {model.page.label}
        </Link>
      </Section>
    </SubscriberEmail>
  );
}
