// Types of jest/expect-message.ts: `expect(actual, label)` for every test file.
declare namespace jest {
  interface Expect {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <T = any>(actual: T, label?: string): JestMatchers<T>;
  }
}
