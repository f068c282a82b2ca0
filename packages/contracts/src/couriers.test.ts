import { describe, expect, it } from 'vitest';
import { COURIERS, courierTrackingUrl } from './couriers.ts';

describe('courierTrackingUrl', () => {
  it('links a known courier however the admin typed its name, with the number in the address', () => {
    expect(courierTrackingUrl('Delhivery', 'DL123456789IN')).toBe(
      'https://www.delhivery.com/track/package/DL123456789IN',
    );
    expect(courierTrackingUrl(' blue-dart ', ' 1234 5678 ')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=1234%205678',
    );
    expect(courierTrackingUrl('XPRESSBEES', 'a/b?c')).toContain('awbNo=a%2Fb%3Fc');
  });

  it('has no link for a courier the shop does not know', () => {
    expect(courierTrackingUrl('Ravi on his bike', '1')).toBeNull();
    expect(courierTrackingUrl('', '1')).toBeNull();
  });

  it('sends every link to the courier over https', () => {
    for (const courier of COURIERS) {
      expect(new URL(courier.trackingUrl('X1')).protocol, courier.name).toBe('https:');
    }
  });
});
