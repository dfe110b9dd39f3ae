/**
 * OPPWA result codes. Outcomes are decided from `result.code`, never from the HTTP status.
 * The groups are the platform's published regular expressions, checked in this order.
 */
export type ResultKind =
  | 'success'
  | 'review'
  | 'pending'
  | 'rejected-risk'
  | 'rejected-bank'
  | 'rejected-communication'
  | 'rejected-system'
  | 'rejected-validation'
  | 'rejected-other';

const GROUPS: [ResultKind, RegExp][] = [
  ['success', /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/],
  ['review', /^(000\.400\.0[^3]|000\.400\.100)/],
  // The second alternative is "pending, may change after days" (e.g. a bank transfer); for us it is pending too.
  ['pending', /^(000\.200|800\.400\.5|100\.400\.500)/],
  ['rejected-risk', /^(000\.400\.[1][0-9][1-9]|000\.400\.2)/],
  ['rejected-bank', /^(800\.[17]00|800\.800\.[123])/],
  ['rejected-communication', /^(900\.[1234]00|000\.400\.030)/],
  ['rejected-system', /^(800\.[56]|999\.|600\.1|800\.800\.8)/],
  ['rejected-validation', /^(600\.[23]|500\.[12]|800\.121)/],
];

export function classifyResultCode(code: string): ResultKind {
  for (const [kind, pattern] of GROUPS) if (pattern.test(code)) return kind;
  // Anything unrecognised (e.g. 200.300.404 "no payment session found") grants nothing.
  return 'rejected-other';
}

/** Checkout preparation succeeded ("successfully created checkout"). */
export const CHECKOUT_CREATED = '000.200.100';
