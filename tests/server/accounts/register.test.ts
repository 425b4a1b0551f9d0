import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Register } from "../../../domain/accounts/registrationCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  lastMailTo,
  PASSWORD,
  startAccountsServer,
  uniqueEmail,
} from "./accountsHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("register", () => {
  it("creates an account, answers its id and normalized address, and mails a verification link", async () => {
    const email = uniqueEmail("Ann");
    const before = Date.now();
    const answer = expectOk<{ userId: string; email: string; emailVerificationTokenValidUntil: number }>(
      await call(server, Register, {
        name: "  Ann   Smith ",
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      }),
    );
    expect(answer.email).toBe(email.toLowerCase());
    expect(answer.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.emailVerificationTokenValidUntil).toBeGreaterThanOrEqual(before + 24 * 3_600_000);

    const mail = await lastMailTo(server, answer.email);
    expect(mail.subject).toContain("Verify");
    expect(mail.text).toContain("Hello Ann Smith,");
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]!.url).toMatch(/^http:\/\/localhost:0\/en-us\/user\/verify\/[A-Za-z0-9_-]{43}$/);
  });

  it("stores the password hashed, never as given", async () => {
    const email = uniqueEmail();
    expectOk(await call(server, Register, { name: "Ann", email, password: PASSWORD }));
    const [row] = await server.driver.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = $1",
      [email],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it("credits the starting FUN balance as a ledger entry", async () => {
    const email = uniqueEmail();
    const { userId } = expectOk<{ userId: string }>(
      await call(server, Register, { name: "Ann", email, password: PASSWORD }),
    );
    const entries = await server.driver.query<{ currency: string; amount: number | string; kind: string }>(
      "SELECT currency, amount, kind FROM ledger_entries WHERE user_id = $1",
      [userId],
    );
    expect(entries.map((entry) => ({ ...entry, amount: Number(entry.amount) }))).toEqual([
      { currency: "FUN", amount: 1000, kind: "starting_balance" },
    ]);
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    const email = uniqueEmail();
    expectOk(await call(server, Register, { name: "Ann", email, password: PASSWORD }));
    expectFailure(
      await call(server, Register, { name: "Bob", email: email.toUpperCase(), password: PASSWORD }),
      409,
      "user.email_already_exists",
    );
  });

  it("answers one validation item per broken rule, so a form can mark every field", async () => {
    const items = expectFailure(
      await call(server, Register, { name: "R2D2", email: "not-an-address", password: "short" }),
      400,
      "validation.name.invalid_characters",
    );
    expect(items.map((item) => item.code)).toEqual([
      "validation.name.invalid_characters",
      "validation.email.invalid_format",
      "validation.password.too_short",
      "validation.password.missing_uppercase",
      "validation.password.missing_digit",
      "validation.password.missing_special",
    ]);
    expect(items.every((item) => item.type === "BAD_REQUEST")).toBe(true);
  });

  it.each([
    [{ name: "   ", email: uniqueEmail(), password: PASSWORD }, "validation.name.required"],
    [{ name: "A".repeat(51), email: uniqueEmail(), password: PASSWORD }, "validation.name.too_long"],
    [
      { name: "Ann", email: `${"a".repeat(65)}@example.com`, password: PASSWORD },
      "validation.email.local_part_too_long",
    ],
    [{ name: "Ann", email: "ann@localhost", password: PASSWORD }, "validation.email.invalid_domain"],
    [{ name: "Ann", email: uniqueEmail(), password: "secret#123" }, "validation.password.missing_uppercase"],
    [
      { name: "Ann", email: uniqueEmail(), password: `Aa1#${"x".repeat(200)}` },
      "validation.password.too_long",
    ],
  ])("refuses %j with %s", async (payload, code) => {
    expectFailure(await call(server, Register, payload), 400, code);
  });

  it.each([
    [{ name: "Ann", email: uniqueEmail() }],
    [{ name: "Ann", email: uniqueEmail(), password: PASSWORD, admin: true }],
    [{ name: 42, email: uniqueEmail(), password: PASSWORD }],
    [{ name: "Ann", email: "x".repeat(3_000), password: PASSWORD }],
    [[]],
  ])("refuses a payload of the wrong shape: %j", async (payload) => {
    const [item] = expectFailure(await call(server, Register, payload), 400, "rpc.invalid_payload");
    expect(item!.message).toContain("register");
  });

  it("creates nothing when validation fails", async () => {
    const email = uniqueEmail();
    expectFailure(
      await call(server, Register, { name: "Ann", email, password: "weak" }),
      400,
      "validation.password.too_short",
    );
    expect(await server.driver.query("SELECT id FROM users WHERE email = $1", [email])).toEqual([]);
    await expect(lastMailTo(server, email)).rejects.toThrow("No mail");
  });
});
