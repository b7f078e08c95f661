// A word a mail client would turn into a link: one with a scheme (`http://`, `mailto:`), one
// starting `www.`, or one holding a dot between letters or digits followed by two letters or
// more (`evil.ps`, `x@evil.ps`), with the full-width and ideographic full stops some clients
// read as dots too.
const LINK_LIKE = /^(?:[a-z][a-z0-9+.-]*:|www[.\uFF0E\u3002])|[\p{L}\p{N}][.\uFF0E\u3002]\p{L}{2,}/iu;

/**
 * A person's name as it may go into a mail's subject or body: the words a mail client would show
 * as a link are left out, so a name chosen by a sender cannot carry a link into someone else's
 * inbox (docs/decisions.md, "Security review 2 (issue 28)"). `fallback` stands in when nothing is
 * left. The name itself is kept as typed; only what the mail shows is reduced.
 */
export function nameForMail(name: string, fallback: string): string {
  const words = name.split(/\s+/u).filter((word) => word !== '' && !LINK_LIKE.test(word));
  return words.length === 0 ? fallback : words.join(' ');
}
