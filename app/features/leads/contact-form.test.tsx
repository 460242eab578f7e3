// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createRoutesStub } from "react-router";
import { contactForm } from "~content/contact";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

/** The form on "/", with a /contact action that counts its posts and answers after 50 ms. */
function renderForm(request?: string) {
  const posts: Array<Record<string, string>> = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ContactForm copy={contactForm} serverRequest={request} />,
      HydrateFallback: () => null,
    },
    {
      path: "/contact",
      action: async ({ request }) => {
        posts.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: "sent" };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return posts;
}

describe("ContactForm", () => {
  it("fills the message box with a contact link's request and posts what it holds, once for a double click", async () => {
    const user = userEvent.setup();
    const posts = renderForm("Schedule a Byram tour");
    const message = await screen.findByLabelText(/Message/);
    expect((message as HTMLTextAreaElement).value).toBe("Schedule a Byram tour");
    await user.type(message, " next Saturday");
    await user.type(screen.getByLabelText("Name"), "Jordan");
    await user.type(screen.getByLabelText("E-mail"), "jordan@example.com");
    await user.selectOptions(screen.getByLabelText("I am a"), "buyer");
    await user.dblClick(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/within 24 hours/)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      name: "Jordan",
      userType: "buyer",
      message: "Schedule a Byram tour next Saturday",
      website: "",
    });
  });

  it("checks the schema before posting and clears a field's error when typing in it", async () => {
    const user = userEvent.setup();
    const posts = renderForm();
    await user.type(await screen.findByLabelText("Name"), "Jordan");
    await user.type(screen.getByLabelText("E-mail"), "jordan@example.com");
    await user.type(screen.getByLabelText(/Phone/), "call me");
    await user.selectOptions(screen.getByLabelText("I am a"), "seller");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(/Please enter a phone number/)).toBeTruthy();
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText(/Phone/), "1");
    expect(screen.queryByText(/Please enter a phone number/)).toBeNull();
  });
});
