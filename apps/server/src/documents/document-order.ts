import type { GstRate, OrderStatus } from '@haat/contracts';
import type { AddressSnapshot } from '../db/schema.ts';
import type { InvoiceSeller } from '../orders/invoice-number.ts';

/** One order as the documents print it. */
export interface DocumentOrder {
  id: string;
  userId: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalPaise: number;
  address: AddressSnapshot;
  courier: string | null;
  trackingNumber: string | null;
  invoice: {
    number: string;
    date: string;
    seller: InvoiceSeller;
  } | null;
  /** The buyer's GST state: name and code; null when neither address nor pincode names one. */
  buyerState: { name: string; code: string } | null;
  lines: DocumentLine[];
}

export interface DocumentLine {
  name: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  /** As copied when the invoice was issued; null before. */
  hsn: string | null;
  gstRate: GstRate | null;
}

/** The buyer's name and address lines, as the label, slip and invoice print them. */
export function addressLines(address: AddressSnapshot): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.houseNo,
    address.street,
    `${address.city}, ${address.state} ${address.pincode}`,
  ].filter((line) => line.trim() !== '');
}
