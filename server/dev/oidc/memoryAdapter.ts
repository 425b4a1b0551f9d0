import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  readonly expiresAt: number;
}

const SWEEP_EVERY = 200;

/**
 * Where the development provider keeps its sessions, codes and tokens: memory, on purpose (a restart
 * signs everyone out of it, which is all a development provider needs). One store per provider, so two
 * servers in one process (tests) do not share codes.
 */
export const makeMemoryAdapter = (now: () => number = Date.now): ((model: string) => Adapter) => {
  const entries = new Map<string, Entry>();
  const byGrant = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  let writes = 0;

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    for (const key of entries.keys()) live(key);
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = async (id: string) => live(keyOf(id))?.payload;
    return {
      upsert: async (id, payload, expiresIn) => {
        if (++writes % SWEEP_EVERY === 0) sweep();
        const key = keyOf(id);
        entries.set(key, {
          payload,
          expiresAt: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (payload.grantId)
          byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key));
        if (payload.uid) byUid.set(payload.uid, id);
        if (payload.userCode) byUserCode.set(payload.userCode, id);
      },
      find,
      findByUid: async (uid) => {
        const id = byUid.get(uid);
        return id === undefined ? undefined : find(id);
      },
      findByUserCode: async (userCode) => {
        const id = byUserCode.get(userCode);
        return id === undefined ? undefined : find(id);
      },
      consume: async (id) => {
        const entry = live(keyOf(id));
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) };
      },
      destroy: async (id) => {
        entries.delete(keyOf(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
};
