import { describe, expect, it } from "vitest";
import {
  biographyRules,
  emailRules,
  fieldIssues,
  isSameEmail,
  isSamePassword,
  nameRules,
  normalizeEmail,
  normalizeName,
  passwordRules,
  requiredRules,
  validationCode,
} from "../../../domain/accounts/validation";
import { validationMessage } from "../../../domain/accounts/validationMessages";

describe("e-mail rules", () => {
  it.each(["ann@example.com", "a.b+tag@mail.example.co.uk", "x@y.io", `${"a".repeat(64)}@example.com`])(
    "accepts %s",
    (email) => expect(emailRules(email)).toEqual([]),
  );

  it.each([
    ["", ["required"]],
    ["ann", ["invalid_format"]],
    ["ann@@example.com", ["invalid_format"]],
    ["@example.com", ["invalid_format"]],
    [".ann@example.com", ["invalid_format"]],
    ["an..n@example.com", ["invalid_format"]],
    [`${"a".repeat(65)}@example.com`, ["local_part_too_long"]],
    ["ann@localhost", ["invalid_domain"]],
    ["ann@-x.com", ["invalid_domain"]],
    ["ann@x.c", ["invalid_domain"]],
    ["ann@x.123", ["invalid_domain"]],
    ["ann@a.b.c.d.e.f.com", ["invalid_domain"]],
    [`ann@${"a".repeat(64)}.com`, ["invalid_domain"]],
  ])("refuses %j with %j", (email, rules) => expect(emailRules(email)).toEqual(rules));

  it("reports an address over 254 characters as too long", () => {
    const long = `ann@${Array.from({ length: 5 }, () => "a".repeat(60)).join(".")}.com`;
    expect(emailRules(long)).toContain("too_long");
  });

  it("normalizes by trimming and lower-casing", () => {
    expect(normalizeEmail("  Ann@Example.COM ")).toBe("ann@example.com");
    expect(isSameEmail("Ann@Example.com", " ann@example.com")).toBe(true);
    expect(isSameEmail("ann@example.com", "bob@example.com")).toBe(false);
  });
});

describe("name rules", () => {
  it.each(["Ann", "Ann-Marie O'Neil", "José Álvarez", "Zoë", "李小龍", "Ann D’Arcy"])("accepts %s", (name) =>
    expect(nameRules(name)).toEqual([]),
  );

  it.each([
    ["", ["required"]],
    ["Ann2", ["invalid_characters"]],
    ["Ann!", ["invalid_characters"]],
    ["-Ann", ["invalid_characters"]],
    ["Ann--Marie", ["invalid_characters"]],
    ["Ann_Marie", ["invalid_characters"]],
    ["a".repeat(51), ["too_long"]],
  ])("refuses %j with %j", (name, rules) => expect(nameRules(name)).toEqual(rules));

  it("normalizes by trimming and keeping single spaces", () => {
    expect(normalizeName("  Ann   Marie \t Smith ")).toBe("Ann Marie Smith");
  });
});

describe("password rules", () => {
  it("accepts a password with every class of character", () => {
    expect(passwordRules("Secret#123")).toEqual([]);
  });

  it.each([
    ["", ["required"]],
    ["Se#1", ["too_short"]],
    ["secret#123", ["missing_uppercase"]],
    ["SECRET#123", ["missing_lowercase"]],
    ["Secret#abc", ["missing_digit"]],
    ["Secret1234", ["missing_special"]],
    ["Secret 1234", ["missing_special"]],
    ["aaaaaaaa", ["missing_uppercase", "missing_digit", "missing_special"]],
    [`Aa1#${"x".repeat(125)}`, ["too_long"]],
  ])("refuses %j with %j", (password, rules) => expect(passwordRules(password)).toEqual(rules));

  it("compares a new password with the current one exactly", () => {
    expect(isSamePassword("Secret#123", "Secret#123")).toBe(true);
    expect(isSamePassword("Secret#123", "secret#123")).toBe(false);
  });
});

describe("other fields", () => {
  it("allows an empty biography and refuses one over 500 characters", () => {
    expect(biographyRules("")).toEqual([]);
    expect(biographyRules("é".repeat(500))).toEqual([]);
    expect(biographyRules("é".repeat(501))).toEqual(["too_long"]);
  });

  it("requires a present value", () => {
    expect(requiredRules("")).toEqual(["required"]);
    expect(requiredRules("x")).toEqual([]);
  });

  it("names each issue's code after its field and rule, with an English message", () => {
    const [issue] = fieldIssues("newPassword", ["missing_digit"]);
    expect(validationCode(issue!)).toBe("validation.newPassword.missing_digit");
    expect(validationMessage(issue!)).toBe("newPassword needs a digit");
    expect(validationMessage({ field: "name", rule: "too_long" })).toBe("name is longer than 50 characters");
  });
});
