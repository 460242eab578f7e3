// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stylesheet, StylesheetSource } from "./stylesheet";

const HREF = "/assets/app-A1.css";
const CSS = "body{color:#111}main>p{margin:0}";
const serverMarkup = (read: ((href: string) => string | undefined) | null) =>
  renderToStaticMarkup(
    <StylesheetSource value={read}>
      <Stylesheet href={HREF} />
    </StylesheetSource>,
  );

describe("Stylesheet", () => {
  it("inlines the CSS the server has, keeping the href to find it again", () => {
    expect(serverMarkup((href) => (href === HREF ? CSS : undefined))).toBe(`<style data-href="${HREF}">${CSS}</style>`);
  });

  it("links the stylesheet when the server has no built file (development)", () => {
    expect(serverMarkup(() => undefined)).toBe(`<link rel="stylesheet" href="${HREF}"/>`);
  });

  it("never inlines CSS that would close the <style> early", () => {
    expect(serverMarkup(() => "a{}</style><script>alert(1)</script>")).toBe(`<link rel="stylesheet" href="${HREF}"/>`);
  });

  it("hydrates the inlined <style> as it is, without a mismatch or a request", async () => {
    document.head.innerHTML = serverMarkup(() => CSS);
    const style = document.head.querySelector("style");
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(document.head, <Stylesheet href={HREF} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(document.head.querySelector("style")).toBe(style);
    expect(style?.textContent).toBe(CSS);
    expect(document.head.querySelector("link")).toBeNull();
  });
});
