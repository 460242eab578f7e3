// The confirmation e-mail of a sign-up (double opt-in): plain text, one link.

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/subscribe/confirm/${token}`;
}

export function confirmationEmail(options: { siteName: string; firstName: string; url: string; sender: string }) {
  return {
    subject: `Confirm your subscription to the ${options.siteName}`,
    text: [
      `Hello ${options.firstName},`,
      "",
      `Someone, hopefully you, asked to receive the ${options.siteName} every week at this address.`,
      "To confirm, open this link and press Confirm:",
      "",
      options.url,
      "",
      "If it was not you, ignore this e-mail: nothing will be sent to you.",
      "",
      options.sender,
    ].join("\n"),
  };
}
