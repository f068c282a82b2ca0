/**
 * Couriers the shop knows, with the page where a parcel is followed by its tracking number
 * (docs/decisions/147-courier-tracking-links.md). The admin may type any courier; a known one
 * gets a link on My Orders and the agent's screens, any other just its name and number.
 */
export const COURIERS: readonly {
  name: string;
  trackingUrl: (trackingNumber: string) => string;
}[] = [
  {
    name: 'Delhivery',
    trackingUrl: (number) =>
      `https://www.delhivery.com/track/package/${encodeURIComponent(number)}`,
  },
  {
    name: 'Blue Dart',
    trackingUrl: (number) =>
      `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${encodeURIComponent(number)}`,
  },
  {
    name: 'Ekart',
    trackingUrl: (number) =>
      `https://ekartlogistics.com/shipmenttrack/${encodeURIComponent(number)}`,
  },
  {
    name: 'XpressBees',
    trackingUrl: (number) =>
      `https://www.xpressbees.com/shipment/tracking?awbNo=${encodeURIComponent(number)}`,
  },
  {
    // India Post's page takes the number typed in; the link opens it.
    name: 'India Post',
    trackingUrl: () =>
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
];

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The courier's tracking page for this number, or null for a courier the shop does not know. */
export function courierTrackingUrl(courier: string, trackingNumber: string): string | null {
  const known = COURIERS.find((entry) => squeeze(entry.name) === squeeze(courier));
  return known ? known.trackingUrl(trackingNumber.trim()) : null;
}
