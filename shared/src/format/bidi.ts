// The bidirectional controls that open or close a scope: the embeddings and overrides
// (U+202A–U+202E) and the isolates (U+2066–U+2069). The marks U+200E/U+200F open none.
const BIDI_SCOPE_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A text for a place that holds one line of plain text next to ours (a document title, a link
 * preview's tags), without the controls that could turn around what follows it there. The
 * shared schemas refuse them in names (issue 28, low 5); this covers text stored before.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_SCOPE_CONTROLS, '');
}
