import { describe, expect, it } from "vitest";
import { sectionOfPath } from "../../../ui/settings/account/settingsSections.ts";

describe("sectionOfPath", () => {
  it("names the section of each settings page, in any language", () => {
    expect(sectionOfPath("/en-us/user-profile/settings")).toBe("profile");
    expect(sectionOfPath("/th-th/settings/change-password")).toBe("password");
    expect(sectionOfPath("/es-es/settings/change-email/")).toBe("email");
    expect(sectionOfPath("/en-us/settings/notifications")).toBe("notifications");
  });

  it("counts the verification page of a changed e-mail as the e-mail section", () => {
    expect(sectionOfPath("/en-us/user-profile/email-verification/u1/ann%40example.com")).toBe("email");
  });

  it("names none for other pages", () => {
    expect(sectionOfPath("/en-us/")).toBeUndefined();
    expect(sectionOfPath("/en-us/user-profile/u1/view")).toBeUndefined();
  });
});
