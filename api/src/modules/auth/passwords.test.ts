import { concurrencyLimit, hashPassword, verifyPassword } from './passwords';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the others in the order they came, each with its own result', async () => {
    const inTurn = concurrencyLimit(2);
    const tasks = [0, 1, 2, 3, 4].map(() => deferred<string>());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      inTurn(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    tasks[1]!.resolve('one');
    await turn();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.reject(new Error('zero failed'));
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.resolve('two');
    tasks[3]!.resolve('three');
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[4]!.resolve('four');
    await expect(results[0]).rejects.toThrow('zero failed');
    await expect(Promise.all(results.slice(1))).resolves.toEqual(['one', 'two', 'three', 'four']);
    // Every place was given back: two more start at once.
    const later = [deferred<void>(), deferred<void>()];
    let running = 0;
    const more = later.map((task) =>
      inTurn(() => {
        running += 1;
        return task.promise;
      }),
    );
    await turn();
    expect(running).toBe(2);
    later.forEach((task) => task.resolve());
    await Promise.all(more);
  });
});

describe('passwords', () => {
  it('verifies the password a hash was made from, and only that one, with many checks at once', async () => {
    const stored = await hashPassword('correct horse battery');
    const checks = await Promise.all([
      ...Array.from({ length: 6 }, () => verifyPassword(stored, 'correct horse battery')),
      verifyPassword(stored, 'wrong horse battery'),
      verifyPassword(undefined, 'correct horse battery'),
    ]);
    expect(checks).toEqual([true, true, true, true, true, true, false, false]);
  });
});
