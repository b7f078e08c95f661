import { jest } from '@jest/globals';
import { TotalCountCache } from './total-count-cache.js';

describe('TotalCountCache', () => {
  it('counts once within the time to live, again after it or after a clear', async () => {
    const cache = new TotalCountCache(50);
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get('projects', count)).toBe(1);
    expect(await cache.get('projects', count)).toBe(1);
    expect(await cache.get('projects?q=glass', count)).toBe(2);
    cache.clear();
    expect(await cache.get('projects', count)).toBe(3);
    // The clock moves past the time to live at once.
    jest.useFakeTimers({ now: Date.now() });
    try {
      jest.advanceTimersByTime(60);
      expect(await cache.get('projects', count)).toBe(4);
    } finally {
      jest.useRealTimers();
    }
  });
});
