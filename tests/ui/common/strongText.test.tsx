import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StrongText } from "../../../ui/common/StrongText.tsx";

const html = (text: string) => renderToStaticMarkup(<StrongText text={text} />);

describe("StrongText", () => {
  it("shows the tagged parts strong and the rest as text", () => {
    expect(html("We sent a link to <strong>ada@example.com</strong>.")).toBe(
      "We sent a link to <strong>ada@example.com</strong>.",
    );
    expect(html("<strong>a</strong> and <strong>b</strong>")).toBe(
      "<strong>a</strong> and <strong>b</strong>",
    );
    expect(html("No markup at all")).toBe("No markup at all");
  });

  it("keeps any other markup, an interpolated value's included, as escaped text", () => {
    expect(html('Sent to <strong><img src=x onerror="alert(1)"></strong>')).toBe(
      "Sent to <strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</strong>",
    );
    expect(html("<em>not this</em>")).toBe("&lt;em&gt;not this&lt;/em&gt;");
  });
});
