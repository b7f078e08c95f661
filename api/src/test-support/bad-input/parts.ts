import fc from 'fast-check';

// What the generators of each part of a request (requests.ts, queries.ts, bodies.ts) share.

/**
 * What a part of a request (its caller, path, query, body) is generated as: as a valid client
 * sends it, with a mistake, or either.
 */
export type Mode = 'good' | 'bad' | 'any';

/** `arbitrary` in `yes` cases out of `yes + no`, else null. */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, yes: number, no: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: no, arbitrary: fc.constant(null) }, { weight: yes, arbitrary });
}

// Multipart boundaries are fixed: the generated requests replay byte for byte from the seed.
export const BOUNDARY = '----RowadBadInputBoundary7f3a';
