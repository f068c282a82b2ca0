const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,234.50: 'Total Earnings' and commission with two decimals (docs/product.md, "Commission"). */
export function rupees2(rupees: number): string {
  return twoDecimals.format(rupees);
}

/** ₹1,235: the agent user details' rounded commission (docs/product.md, "Commission"). */
export function roundedRupees(rupees: number): string {
  return wholeRupees.format(Math.round(rupees));
}

/** Order dates in the en-GB format (docs/product.md, "Constants and limits"): 23/11/2026. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB');
}

/** 'Phone or Email' of a user: the phone when they have one, else the email. */
export function contactOf(user: { email: string | null; phone: string | null }): string {
  return user.phone ?? user.email ?? '';
}
