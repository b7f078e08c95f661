// Drawn public pages kept a few seconds (issue 28, low 3): drawing one asks the API its first
// calls and renders the first screen, about nine API calls' worth of work. A page depends only on
// its address, language and data saver (the first calls go out without the visitor's cookie), so
// one copy serves every visitor who asks in that language with the same data saver. Any write through the API drops them all
// (docs/decisions.md, "Security review 2 (issue 28)").
import { LIMITS } from '../../limits.js';

/** A drawn page as web.ts sends it. */
export interface DrawnPage {
  status: number;
  html: string;
}

interface Entry {
  page: DrawnPage;
  /** The shell's page it was drawn from: a different shell (a new build) is a miss. */
  shell: string;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxPages?: number;
  /** Milliseconds now; tests pass their own clock. */
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxPages: number;
  private readonly now: () => number;
  // Counts clears: a page whose drawing began before a write may show the old data, so it is
  // kept only if no clear happened meanwhile.
  private generation = 0;
  // The last shared generation seen (follow), when writes are counted across processes.
  private shared: string | undefined;

  constructor({
    ttlMs = LIMITS.pageCache.ttlMs,
    maxPages = LIMITS.pageCache.maxPages,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxPages = maxPages;
    this.now = now;
  }

  /** A page's key: its address, language and whether it is drawn for a visitor saving data. */
  static keyOf(urlPath: string, search: string, language: string, dataSaver = false): string {
    return `${language}${dataSaver ? ' saving' : ''} ${urlPath}${search}`;
  }

  /** The page kept for `key`, drawn from `shell`, while it is fresh. */
  get(key: string, shell: string): DrawnPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.shell !== shell) {
      this.pages.delete(key);
      return undefined;
    }
    // Last used goes last: eviction takes the first in the Map's order, the least recently used.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /** What `keep` needs to know a clear came between the start of a drawing and its end. */
  startDrawing(): number {
    return this.generation;
  }

  keep(key: string, shell: string, page: DrawnPage, startedAt: number): void {
    if (startedAt !== this.generation) return;
    this.pages.delete(key);
    while (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    this.pages.set(key, { page, shell, expiresAt: this.now() + this.ttlMs });
  }

  /**
   * Drops every page when the generation every process shares moved since the last look: a write
   * on another process changed data (docs/decisions.md, "Performance (issue 29)").
   */
  follow(sharedGeneration: string): void {
    if (this.shared !== undefined && this.shared !== sharedGeneration) this.clear();
    this.shared = sharedGeneration;
  }

  /** Drops every page: the data behind some of them changed. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
