import { describe, expect, it } from 'vitest';
import { classifyResultCode } from './result-codes.js';

describe('classifyResultCode', () => {
  it.each([
    ['000.000.000', 'success'],
    ['000.100.110', 'success'],
    ['000.300.000', 'success'],
    ['000.600.000', 'success'],
    ['000.400.110', 'success'],
    ['000.400.120', 'success'],
    ['000.400.000', 'review'],
    ['000.400.100', 'review'],
    ['000.200.000', 'pending'],
    ['000.200.100', 'pending'],
    ['800.400.500', 'pending'],
    ['100.400.500', 'pending'],
    ['000.400.101', 'rejected-risk'],
    ['000.400.106', 'rejected-risk'],
    ['000.400.200', 'rejected-risk'],
    ['800.100.151', 'rejected-bank'],
    ['800.700.100', 'rejected-bank'],
    ['800.800.202', 'rejected-bank'],
    ['900.100.300', 'rejected-communication'],
    ['000.400.030', 'rejected-communication'],
    ['800.500.100', 'rejected-system'],
    ['999.999.999', 'rejected-system'],
    ['600.100.100', 'rejected-system'],
    ['800.800.800', 'rejected-system'],
    ['600.200.100', 'rejected-validation'],
    ['500.100.201', 'rejected-validation'],
    ['800.121.100', 'rejected-validation'],
    ['200.300.404', 'rejected-other'],
    ['', 'rejected-other'],
  ])('%s is %s', (code, kind) => {
    expect(classifyResultCode(code)).toBe(kind);
  });
});
