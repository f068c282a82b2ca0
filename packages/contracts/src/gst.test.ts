import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatIndianAmount,
  GST_RATES,
  GST_STATES,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  gstStateName,
  INVOICE_PREFIX_MAX,
  invoiceNumber,
  invoiceTotals,
  splitGstInclusive,
} from './gst.ts';
import { shopSettingsInputSchema } from './settings.ts';

describe('GSTIN', () => {
  it('accepts real registrations (published GSTINs of companies)', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('33AAACH7409R1Z8')).toBeNull();
  });

  it('computes the check character over the first 14', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('33AAACH7409R1Z')).toBe('8');
  });

  it('says which part is wrong', () => {
    expect(gstinProblem('')).toBe(GSTIN_MESSAGES.required);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.check);
    expect(gstinProblem('39AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem('97AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(GSTIN_MESSAGES.pan);
    expect(gstinProblem('27AAPFU09390FZV')).toBe(GSTIN_MESSAGES.pan);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GSTIN_MESSAGES.entity);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(GSTIN_MESSAGES.fourteenth);
  });

  it('catches any single changed character of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 15; i += 1)
      for (const c of alphabet) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
  });

  it('knows every state by its code and back', () => {
    expect(GST_STATES).toHaveLength(36);
    for (const { code, name } of GST_STATES) {
      expect(gstStateName(code)).toBe(name);
      expect(gstStateCode(name.toUpperCase())).toBe(code);
    }
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateName('25')).toBeUndefined();
  });
});

describe('shop settings body', () => {
  const good = {
    legalName: 'Haat Textiles Pvt Ltd',
    address: '12 MG Road, Pune',
    state: 'Maharashtra',
    pincode: '411001',
    gstin: '27aapfu0939f1zv',
    invoicePrefix: 'ht',
    supportPhone: '9876543210',
  };
  const fieldsOf = (body: object) => {
    const result = shopSettingsInputSchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('takes lower case and keeps upper case', () => {
    const parsed = shopSettingsInputSchema.parse(good);
    expect(parsed.gstin).toBe('27AAPFU0939F1ZV');
    expect(parsed.invoicePrefix).toBe('HT');
    expect(parsed.returnAddress).toBeNull();
  });

  it("refuses a GSTIN of another state than the shop's", () => {
    expect(fieldsOf({ ...good, state: 'Karnataka' })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra, not Karnataka',
    });
  });

  it('refuses a prefix that leaves no room for the year and a 5-digit serial', () => {
    expect(INVOICE_PREFIX_MAX).toBe(4);
    expect(fieldsOf({ ...good, invoicePrefix: 'HAAT' })).toEqual({});
    expect(Object.keys(fieldsOf({ ...good, invoicePrefix: 'HAATX' }))).toEqual(['invoicePrefix']);
    expect(Object.keys(fieldsOf({ ...good, invoicePrefix: 'H T' }))).toEqual(['invoicePrefix']);
    expect(Object.keys(fieldsOf({ ...good, invoicePrefix: 'HT/' }))).toEqual(['invoicePrefix']);
    expect(fieldsOf({ ...good, invoicePrefix: 'H/2' })).toEqual({});
  });

  it('says each bad field', () => {
    const fields = fieldsOf({ ...good, state: 'Atlantis', pincode: '4110', supportPhone: '12' });
    expect(Object.keys(fields).sort()).toEqual(['pincode', 'state', 'supportPhone']);
  });
});

describe('GST inside a price', () => {
  const rate = fc.constantFrom(...GST_RATES);

  it('taxable value and tax add up to the price to the paisa, either way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        rate,
        fc.boolean(),
        (p, r, intra) => {
          const s = splitGstInclusive(p, r, intra);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(p);
          for (const part of Object.values(s))
            expect(Number.isInteger(part) && part >= 0).toBe(true);
          if (intra) {
            expect(s.igstPaise).toBe(0);
            expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
          } else expect(s.cgstPaise + s.sgstPaise).toBe(0);
          // The taxable value is the nearest paisa to price ÷ (1 + rate).
          expect(Math.abs(s.taxablePaise * (100 + r) - p * 100)).toBeLessThanOrEqual((100 + r) / 2);
        },
      ),
    );
  });

  it('splits known prices', () => {
    // ₹1,050 at 5 %: ₹1,000 + ₹50.
    expect(splitGstInclusive(105_000, 5, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5_000,
    });
    // ₹999 at 12 %: 891.96 + 107.04, halves 53.52 each.
    expect(splitGstInclusive(99_900, 12, true)).toEqual({
      taxablePaise: 89_196,
      cgstPaise: 5_352,
      sgstPaise: 5_352,
      igstPaise: 0,
    });
    // ₹1.01 at 18 %: 0.86 + 0.15 tax, odd paisa to CGST.
    expect(splitGstInclusive(101, 18, true)).toEqual({
      taxablePaise: 86,
      cgstPaise: 8,
      sgstPaise: 7,
      igstPaise: 0,
    });
    expect(splitGstInclusive(50_000, 0, true).taxablePaise).toBe(50_000);
  });

  it('totals an invoice with a round off to whole rupees', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pricePaise: fc.integer({ min: 0, max: 100_000_000 }), rate }), {
          maxLength: 20,
        }),
        fc.boolean(),
        (lines, intra) => {
          const t = invoiceTotals(lines, intra);
          const lineSum = lines.reduce((sum, l) => sum + l.pricePaise, 0);
          expect(t.linesPaise).toBe(lineSum);
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(lineSum);
          expect(t.totalPaise % 100).toBe(0);
          expect(t.totalPaise - t.roundOffPaise).toBe(lineSum);
          expect(t.roundOffPaise).toBeGreaterThanOrEqual(-49);
          expect(t.roundOffPaise).toBeLessThanOrEqual(50);
        },
      ),
    );
    expect(invoiceTotals([{ pricePaise: 99_950, rate: 5 }], true).roundOffPaise).toBe(50);
    expect(invoiceTotals([{ pricePaise: 99_949, rate: 5 }], true).roundOffPaise).toBe(-49);
  });

  it('prints amounts with two decimals in Indian grouping', () => {
    expect(formatIndianAmount(12_345_650)).toBe('1,23,456.50');
    expect(formatIndianAmount(100_000)).toBe('1,000.00');
    expect(formatIndianAmount(5)).toBe('0.05');
    expect(formatIndianAmount(1_000_000_000)).toBe('1,00,00,000.00');
  });
});

describe('invoice numbers', () => {
  it('carry the financial year and a 5-digit serial', () => {
    expect(invoiceNumber('HT', 2026, 1)).toBe('HT/26-27/00001');
    expect(invoiceNumber('HT', 2026, 123)).toBe('HT/26-27/00123');
    expect(invoiceNumber('HAAT', 2099, 99_999)).toBe('HAAT/99-00/99999');
    expect(invoiceNumber('HT', 2026, 123_456)).toBe('HT/26-27/123456');
    expect(() => invoiceNumber('HAAT', 2026, 100_000)).toThrow(RangeError);
    expect(() => invoiceNumber('HT', 2026, 0)).toThrow(RangeError);
  });

  it('never pass 16 characters with an allowed prefix and a 5-digit serial', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9](?:[A-Z0-9/-]{0,2}[A-Z0-9])?$/),
        fc.integer({ min: 2000, max: 2098 }),
        fc.integer({ min: 1, max: 99_999 }),
        (prefix, year, serial) => {
          expect(invoiceNumber(prefix, year, serial).length).toBeLessThanOrEqual(16);
        },
      ),
    );
  });

  it('take the year from April to March in India time', () => {
    // 31 March 2027, 23:59 in India is 18:29 UTC: still 2026-27.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe(2026);
    // 1 April 2027, 00:00 in India is 31 March 18:30 UTC: 2027-28.
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe(2027);
    expect(financialYearOf(new Date('2026-11-25T12:00:00.000Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-01T00:00:00.000Z'))).toBe(2026);
  });
});
