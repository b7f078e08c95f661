/**
 * A `mailto:` link (RFC 6068) to one address, with an optional subject and body. Every part is
 * percent-encoded: a valid address may hold `?`, `&`, `=`, `,` or `#` in its local part
 * (`x?bcc=spy&body=hi@ex.com`), and written as it is it would add recipients, a Bcc or a body of
 * the sender's choosing to the reply. Only the `@` before the domain stays as it is.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return query === '' ? `mailto:${to}` : `mailto:${to}?${query}`;
}
