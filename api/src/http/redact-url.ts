/**
 * Query parameters whose value is a secret: activation and e-mail change links carry `token`,
 * and any client may send a code, key or password in a query string by mistake.
 */
const SECRET_PARAMETER = /token|code|secret|password|passwd|key|signature|otp|session|auth/i;

/**
 * A request URL fit for the log: each secret-looking query parameter's value is `[redacted]`,
 * the path and the other parameters stay as they came.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
