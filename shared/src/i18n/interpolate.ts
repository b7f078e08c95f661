/** The values a text's `{name}` placeholders are filled with. */
export type Params = Record<string, string | number>;

/**
 * Fills each `{name}` of `text` with `params[name]`; a placeholder without a value stays as it is
 * (a test finds it). No React and no store here: the API renders texts with it too.
 */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Values as a sentence lists them: `a, b or c` (English; the Arabic texts name them in words). */
export const orList = (values: readonly string[]): string =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
