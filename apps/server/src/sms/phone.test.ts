import { describe, expect, it } from 'vitest';
import { normalisePhone, toE164, toGatewayMobile } from './phone.ts';

describe('phone numbers have one canonical form', () => {
  it.each([
    '9876543210',
    '+91 98765 43210',
    '098765 43210',
    '+919876543210',
    '91 98765 43210',
    '0091 98765 43210',
    '98765-43210',
    ' +91 (98765) 43210 ',
    '+91-98765-43210',
  ])('%s is 9876543210', (input) => {
    expect(normalisePhone(input)).toBe('9876543210');
  });

  it.each([
    ['5876543210', 'starts with 5: not a mobile'],
    ['987654321', 'nine digits'],
    ['98765432100', 'eleven digits'],
    ['+1 415 555 0100', 'not Indian'],
    ['call 9876543210', 'words'],
    ['', 'empty'],
    ['98765 4321x', 'a letter'],
  ])('%s is refused (%s)', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('derives E.164 and the gateway form', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(toGatewayMobile('9876543210')).toBe('919876543210');
  });
});
