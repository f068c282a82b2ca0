import type { Address, CartItem, CustomerOrder, CustomerOrderItem, Product } from '@haat/contracts';

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: '01900000-0000-7000-8000-0000000000c1',
    productId: '01900000-0000-7000-8000-0000000000p1',
    productName: 'Lucknowi Chikankari Cotton Kurti',
    images: ['/images/0123456789abcdef0123456789abcdef.webp'],
    price: 799,
    quantity: 1,
    size: 'M',
    category: "Women's Clothing",
    availability: 'In stock',
    stock: 10,
    disabled: false,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: '01900000-0000-7000-8000-0000000000a1',
    firstName: 'Asha',
    lastName: 'Verma',
    mobileNo: '9822012345',
    mobileNo2: null,
    houseNo: 'Flat 402, Shanti Residency',
    street: 'Karve Road, Kothrud',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411038',
    isPrimary: true,
    ...overrides,
  };
}

/** An order line as its customer sees it (no commission). */
export function makeOrderItem(overrides: Partial<CustomerOrderItem> = {}): CustomerOrderItem {
  return {
    productId: '01900000-0000-7000-8000-0000000000p1',
    productName: 'Lucknowi Chikankari Cotton Kurti',
    images: ['/images/0123456789abcdef0123456789abcdef.webp'],
    price: 799,
    quantity: 1,
    size: 'M',
    ...overrides,
  };
}

/** An order as its customer sees it (My Orders, checkout's answer). */
export function makeOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  const { _id: _addressId, isPrimary: _isPrimary, ...shippingAddress } = makeAddress();
  return {
    _id: '01900000-0000-7000-8000-0000000000o1',
    orderNumber: 'HT-26-000001',
    userId: '01900000-0000-7000-8000-000000000001',
    agentId: null,
    items: [makeOrderItem()],
    shippingMethod: 'Cash on delivery',
    shippingAddress,
    totalAmount: 799,
    isShipped: false,
    createdAt: '2026-11-21T06:30:00.000Z',
    status: 'placed',
    courier: null,
    trackingNumber: null,
    cashCollected: null,
    invoiceNumber: null,
    events: [],
    placedBy: null,
    ...overrides,
  };
}

/** A product as the API answers it to the Admin and Agents (with its commission and stock). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '01900000-0000-7000-8000-0000000000p2',
    productName: 'Pressure Cooker, 5 L',
    description: 'A cooker.',
    details: '',
    category: 'Kitchen',
    categoryId: 'c',
    price: 1499,
    images: [],
    agentCommission: 10,
    displayDiscount: null,
    size: [],
    inventory: 9,
    sizeStock: null,
    sku: 'HAAT-2',
    hsn: '7323',
    gstRate: 12,
    availability: 'In stock',
    disabled: false,
    ...overrides,
  };
}
