import { afterAll, describe, expect, it } from "vitest";
import { Register } from "../../../domain/accounts/registrationCommands";
import { withoutAddressLimits } from "../../../server/accounts/accountPolicy";
import { loadConfig } from "../../../server/config";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  PASSWORD,
  startAccountsServer,
  testPolicy,
  uniqueEmail,
} from "./accountsHarness";

const tight = { perAccount: { max: 5, windowMs: 60_000 }, perAddress: { max: 2, windowMs: 60_000 } };
const policy = testPolicy({
  rateLimits: { login: tight, register: tight, passwordReset: tight, verificationMail: tight },
});

const register = (server: AccountsServer) =>
  call(server, Register, { name: "Ada Lovelace", email: uniqueEmail("limits"), password: PASSWORD });

const servers: AccountsServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  await closeDatabases();
});

describe("ADDRESS_RATE_LIMITS", () => {
  it("is on unless turned off, and always on in production", () => {
    expect(loadConfig({}).addressRateLimits).toBe(true);
    expect(loadConfig({ ADDRESS_RATE_LIMITS: "off" }).addressRateLimits).toBe(false);
    expect(loadConfig({ ADDRESS_RATE_LIMITS: "off", NODE_ENV: "production" }).addressRateLimits).toBe(true);
  });

  it("lifts the bounds per address of every flow and keeps those per account", () => {
    const lifted = withoutAddressLimits(policy);
    for (const [flow, pair] of Object.entries(lifted.rateLimits)) {
      expect(pair.perAddress.max, flow).toBeGreaterThan(1_000_000);
      expect(pair.perAccount, flow).toEqual(tight.perAccount);
    }
  });

  it("lets one address sign up past its bound when off, and refuses it with 429 when on", async () => {
    const limited = await startAccountsServer(policy);
    servers.push(limited);
    expectOk(await register(limited));
    expectOk(await register(limited));
    expectFailure(await register(limited), 429, "rate_limit.too_many_requests");

    const lifted = await startAccountsServer(withoutAddressLimits(policy));
    servers.push(lifted);
    for (let i = 0; i < 4; i++) expectOk(await register(lifted));
  });
});
