import { z } from 'zod';

/** A NUL, or a UTF-16 surrogate without its partner: neither can be stored as text or encoded as UTF-8 faithfully. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export const isSafeText = (value: string): boolean => !UNSAFE_CHARACTER.test(value);

/**
 * The string every request schema uses for text from a client: `z.string()` that refuses U+0000 and unpaired
 * surrogates with a 400 (PostgreSQL text cannot hold a NUL, and a lone surrogate turns into another character on
 * the way to the database), so such input never reaches a query. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** An e-mail address, refused the same way. */
export const safeEmail = (params?: Parameters<typeof z.email>[0]) =>
  z.email(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);
