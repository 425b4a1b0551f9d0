/**
 * A bounded map that forgets the least recently used entry first. The simulator derives everything from
 * its seed, so whatever falls out is only ever recomputed, never lost.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: re-inserting moves the entry to the young end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The cached value, or `make()` remembered. */
  getOrSet(key: K, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }
}
