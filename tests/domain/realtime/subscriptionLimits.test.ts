import { describe, expect, it } from "vitest";
import {
  MAX_SUBSCRIPTIONS_PER_ADDRESS,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  subscriptionRefusal,
} from "../../../domain/realtime/subscriptionLimits";

describe("subscription bounds", () => {
  it("lets a subscription in below both bounds", () => {
    expect(subscriptionRefusal({ socket: 0, address: 0 })).toBeUndefined();
    expect(
      subscriptionRefusal({
        socket: MAX_SUBSCRIPTIONS_PER_SOCKET - 1,
        address: MAX_SUBSCRIPTIONS_PER_ADDRESS - 1,
      }),
    ).toBeUndefined();
  });

  it("refuses the one past the socket's bound, then the one past the address's", () => {
    expect(subscriptionRefusal({ socket: MAX_SUBSCRIPTIONS_PER_SOCKET, address: 0 })).toContain(
      "per connection",
    );
    expect(subscriptionRefusal({ socket: 1, address: MAX_SUBSCRIPTIONS_PER_ADDRESS })).toContain(
      "per client address",
    );
  });

  it("leaves room for several full sockets per address", () => {
    expect(MAX_SUBSCRIPTIONS_PER_ADDRESS).toBeGreaterThan(MAX_SUBSCRIPTIONS_PER_SOCKET);
  });
});
