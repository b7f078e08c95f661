/**
 * Remembers list totals (X-Total-Count) for a few seconds: counting every matching row on
 * each page request makes a list slower as the data grows, while a total a few seconds old
 * is as good to a reader. Writes in this process clear it at once; another API instance's
 * writes show within the time to live.
 */
export class TotalCountCache {
  private readonly totals = new Map<string, { value: number; expires: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const known = this.totals.get(key);
    if (known && known.expires > now) return known.value;
    const value = await count();
    if (this.totals.size >= this.maxEntries) this.totals.clear();
    this.totals.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.totals.clear();
  }
}
