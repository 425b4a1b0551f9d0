import { describe, expect, it } from "vitest";
import {
  avatarMessage,
  profileFieldMessage,
  settingsCodeMessage,
} from "../../../ui/settings/account/settingsMessages.ts";

describe("settingsCodeMessage", () => {
  it("words the refusals only the settings pages meet", () => {
    expect(settingsCodeMessage("user.incorrect_current_password").key).toBe(
      "accountSettings.code.incorrectCurrentPassword",
    );
    expect(settingsCodeMessage("user.incorrect_password").key).toBe("accountSettings.code.incorrectPassword");
    expect(settingsCodeMessage("user.same_email").key).toBe("accountSettings.code.sameEmail");
    expect(settingsCodeMessage("file.unsupported_type").key).toBe("accountSettings.avatar.unsupported");
  });

  it("reads every other code as the sign-in pages do", () => {
    expect(settingsCodeMessage("user.same_password").key).toBe("auth.code.samePassword");
    expect(settingsCodeMessage("validation.newEmail.invalid_domain").key).toBe("auth.rule.invalid_domain");
    expect(settingsCodeMessage("something.new").key).toBe("auth.failure.unexpected");
  });
});

describe("avatarMessage", () => {
  it("puts the browser's own check of the picked file first", () => {
    expect(avatarMessage("too_large", "file.not_found")?.key).toBe("accountSettings.avatar.tooLarge");
    expect(avatarMessage(null, "file.too_large")?.key).toBe("accountSettings.avatar.tooLarge");
    expect(avatarMessage(null, undefined)).toBeNull();
  });
});

describe("profileFieldMessage", () => {
  it("shows the server's refusal, else the first rule broken, else nothing", () => {
    expect(
      profileFieldMessage(
        { refusals: { name: "validation.name.too_long" }, rules: { name: ["required"] } },
        "name",
      ),
    ).toEqual({ key: "auth.rule.too_long", values: { max: 50 } });
    expect(profileFieldMessage({ refusals: {}, rules: { name: ["invalid_characters"] } }, "name")?.key).toBe(
      "auth.rule.invalid_characters",
    );
    expect(profileFieldMessage({ refusals: {}, rules: {} }, "biography")).toBeNull();
  });
});
