import { describe, expect, it } from "vitest";
import { CLIENT_ID_STORAGE_KEY } from "../../../../domain/realtime/messages";
import { getOrCreateClientId, type KeyValueStorage } from "../../../../ui/app/realtime/clientId";

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
  return { storage, values };
};

const counter = () => {
  let n = 0;
  return () => `generated-${++n}`;
};

describe("getOrCreateClientId", () => {
  it("creates the id once and stores it under CLIENT_ID_STORAGE_KEY", () => {
    const { storage, values } = memoryStorage();
    const createId = counter();
    expect(getOrCreateClientId(storage, createId)).toBe("generated-1");
    expect(values.get(CLIENT_ID_STORAGE_KEY)).toBe("generated-1");
    expect(getOrCreateClientId(storage, createId)).toBe("generated-1");
  });

  it("keeps an id already stored", () => {
    const { storage } = memoryStorage({ [CLIENT_ID_STORAGE_KEY]: "kept" });
    expect(getOrCreateClientId(storage, counter())).toBe("kept");
  });

  it("still returns an id when storage is missing or throws", () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(getOrCreateClientId(undefined, counter())).toBe("generated-1");
    expect(getOrCreateClientId(throwing, counter())).toBe("generated-1");
  });
});
