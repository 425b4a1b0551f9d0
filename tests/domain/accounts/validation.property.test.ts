import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailRules,
  nameRules,
  normalizeEmail,
  normalizeName,
  passwordRules,
} from "../../../domain/accounts/validation";

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...letters), minLength: min, maxLength: max });

const localPart = fc
  .array(fc.string({ unit: fc.constantFrom(...`${letters}0123456789_+-`), minLength: 1, maxLength: 10 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join("."))
  .filter((local) => local.length <= 64);
const domain = fc
  .tuple(fc.array(word(1, 12), { minLength: 1, maxLength: 4 }), word(2, 6))
  .map(([labels, top]) => [...labels, top].join("."));
const validEmail = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

const name = fc.array(word(1, 8), { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));

const validPassword = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJ"), minLength: 1, maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(..."!#$%&*?@^~"), minLength: 1, maxLength: 20 }),
  )
  .map((parts) => parts.join(""))
  .filter((password) => password.length >= 8 && password.length <= 128);

describe("e-mail rules (properties)", () => {
  it("accept every address with a local part of 1 to 64 characters and a plain domain", () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(emailRules(email)).toEqual([]);
      }),
    );
  });

  it("refuse every local part over 64 characters", () => {
    fc.assert(
      fc.property(word(65, 120), domain, (local, host) => {
        expect(emailRules(`${local}@${host}`)).toContain("local_part_too_long");
      }),
    );
  });

  it("normalizing is idempotent and does not change whether an address is valid", () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom("", " ", "\t"), (email, pad) => {
        const once = normalizeEmail(pad + email.toUpperCase() + pad);
        expect(normalizeEmail(once)).toBe(once);
        expect(emailRules(once)).toEqual([]);
      }),
    );
  });
});

describe("name rules (properties)", () => {
  it("accept letters in single-space-separated words", () => {
    fc.assert(
      fc.property(name, (value) => {
        expect(nameRules(value).filter((rule) => rule !== "too_long")).toEqual([]);
      }),
    );
  });

  it("refuse any name holding a digit or a special character", () => {
    fc.assert(
      fc.property(
        name,
        fc.constantFrom(...'0123456789!@#$%^&*()_=+[]{};:"<>/\\|?.,'),
        fc.nat(),
        (v, bad, at) => {
          const index = at % (v.length + 1);
          const value = v.slice(0, index) + bad + v.slice(index);
          expect(nameRules(value)).toContain("invalid_characters");
        },
      ),
    );
  });

  it("normalizing trims and collapses whitespace, and is idempotent", () => {
    fc.assert(
      fc.property(
        fc.array(word(1, 6), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(" ", "  ", "\t "),
        (words, gap) => {
          const normalized = normalizeName(`${gap}${words.join(gap)}${gap}`);
          expect(normalized).toBe(words.join(" "));
          expect(normalizeName(normalized)).toBe(normalized);
        },
      ),
    );
  });
});

describe("password rules (properties)", () => {
  it("accept every password of 8 to 128 characters with all four classes", () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(passwordRules(password)).toEqual([]);
      }),
    );
  });

  it("refuse a password once any one class is taken out", () => {
    const classes = [
      [/[a-z]/g, "missing_lowercase"],
      [/[A-Z]/g, "missing_uppercase"],
      [/[0-9]/g, "missing_digit"],
      [/[^A-Za-z0-9]/g, "missing_special"],
    ] as const;
    fc.assert(
      fc.property(validPassword, fc.constantFrom(...classes), (password, [pattern, rule]) => {
        expect(passwordRules(password.replace(pattern, ""))).toContain(rule);
      }),
    );
  });

  it("refuse every password shorter than 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 7 }), (password) => {
        expect(passwordRules(password)).toContain("too_short");
      }),
    );
  });
});
