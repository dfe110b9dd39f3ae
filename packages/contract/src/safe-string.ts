import { z } from 'zod';

/**
 * Text made only of characters other than NUL and of whole surrogate pairs: a NUL, or a UTF-16 surrogate without
 * its partner, can be neither stored as text nor encoded as UTF-8 faithfully. Written as a pattern that matches the
 * safe text (not one that finds the unsafe character) so it appears as `pattern` in the OpenAPI document, where a
 * test checks that every string a route accepts carries it.
 */
// eslint-disable-next-line no-control-regex -- refusing the NUL is the point
export const SAFE_TEXT_PATTERN = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export const isSafeText = (value: string): boolean => SAFE_TEXT_PATTERN.test(value);

/**
 * The string every request schema uses for text from a client: `z.string()` that refuses U+0000 and unpaired
 * surrogates with a 400 (PostgreSQL text cannot hold a NUL, and a lone surrogate turns into another character on
 * the way to the database), so such input never reaches a query. Every string a request schema accepts is one of
 * these (or an enum): `security/safe-strings.test.ts` walks the OpenAPI document to hold that. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE);

/** An e-mail address, refused the same way. */
export const safeEmail = (params?: Parameters<typeof z.email>[0]) =>
  z.email(params).regex(SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE);
