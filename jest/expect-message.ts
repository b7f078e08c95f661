// `expect(actual, label)`: a failed assertion inside a loop names the case that failed
// (`expect(status, `${method} ${url}`).toBe(403)`). Jest's own expect takes one argument, so
// this wraps it: with a label, every matcher's failure message starts with that label.

type AnyFunction = (...args: unknown[]) => unknown;

function withLabel(error: unknown, label: string): unknown {
  if (!(error instanceof Error)) return error;
  const original = error.message;
  error.message = `${label}\n\n${original}`;
  if (error.stack) error.stack = error.stack.replace(original, error.message);
  const result = (error as { matcherResult?: { message?: string } }).matcherResult;
  if (result && typeof result.message === 'string') result.message = error.message;
  return error;
}

/** The same matchers (`.not`, `.resolves`, `.rejects` included), each failure prefixed by `label`. */
function labelled<T extends object>(matchers: T, label: string): T {
  return new Proxy(matchers, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          try {
            const result = (value as AnyFunction).apply(target, args);
            return result instanceof Promise
              ? result.catch((error: unknown) => Promise.reject(withLabel(error, label)))
              : result;
          } catch (error) {
            throw withLabel(error, label);
          }
        };
      }
      return value !== null && typeof value === 'object' ? labelled(value, label) : value;
    },
  });
}

const plainExpect = expect;
const expectWithLabel = (actual: unknown, label?: string) =>
  label === undefined ? plainExpect(actual) : labelled(plainExpect(actual), label);

Object.assign(globalThis, { expect: Object.assign(expectWithLabel, plainExpect) });
