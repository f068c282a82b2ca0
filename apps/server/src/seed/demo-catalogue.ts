import type { Size } from '@haat/contracts';
import type { Glyph } from './demo-images.ts';

/** A demo product; prices in rupees and commission in percent, as an admin would type them. */
export interface DemoProduct {
  name: string;
  description: string;
  details: string;
  price: number;
  commission: number;
  discount?: number;
  /** 0 makes the product 'Out of stock'. */
  inventory: number;
  sizes?: readonly Size[];
}

export interface DemoCategory {
  name: string;
  glyph: Glyph;
  products: readonly DemoProduct[];
}

const ALL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

function details(lines: Record<string, string>): string {
  return Object.entries({ ...lines, 'Country of origin': 'India' })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
}

/**
 * A demo product's HSN code and GST rate (docs/decisions/166-product-hsn-and-gst-rate.md):
 * garments and footwear at 5 % up to ₹1,000 a piece and 12 % above (the rates' price line),
 * the rest by what the product is. Plausible, not tax advice.
 */
export function demoTax(category: string, product: DemoProduct): { hsn: string; gstRate: number } {
  const byPrice = product.price <= 1000 ? 5 : 12;
  const named = DEMO_HSN.find(([part]) => product.name.includes(part));
  if (named) return { hsn: named[1], gstRate: named[2] };
  if (category === "Men's Clothing") return { hsn: '6205', gstRate: byPrice };
  if (category === "Women's Clothing") return { hsn: '6204', gstRate: byPrice };
  if (category === 'Footwear') return { hsn: '6403', gstRate: byPrice };
  if (category === 'Home & Kitchen') return { hsn: '7323', gstRate: 12 };
  if (category === 'Electronics') return { hsn: '8504', gstRate: 18 };
  return { hsn: '3304', gstRate: 18 };
}

/** Name parts with their own HSN and rate; first match wins. */
const DEMO_HSN: readonly (readonly [string, string, number])[] = [
  ['T-Shirt', '6109', 5],
  ['Saree', '5407', 5],
  ['Leggings', '6104', 5],
  ['Flip-Flops', '6402', 5],
  ['Sneakers', '6404', 5],
  ['Bedsheet', '6302', 5],
  ['Copper', '7418', 12],
  ['Diya', '7419', 12],
  ['Glass Storage', '7013', 18],
  ['Earbuds', '8518', 18],
  ['Speaker', '8518', 18],
  ['Power Bank', '8507', 18],
  ['Fitness Band', '8517', 18],
  ['Mixer Grinder', '8509', 18],
  ['LED Bulbs', '8539', 12],
  ['Kettle', '8516', 18],
  ['Ceiling Fan', '8414', 18],
  ['Hair Dryer', '8516', 18],
  ['Hair Oil', '3305', 18],
  ['Soap', '3401', 18],
  ['Face Wash', '3401', 18],
  ['Beard Grooming', '3307', 18],
];

export const DEMO_CATALOGUE: readonly DemoCategory[] = [
  {
    name: "Men's Clothing",
    glyph: 'shirt',
    products: [
      {
        name: "Men's Indigo Block-Print Cotton Kurta",
        description:
          'A straight-cut kurta in soft cotton, hand block-printed in Bagru with an indigo buti pattern. Easy for office days and festive evenings alike.',
        details: details({
          Fabric: '100% cotton',
          Fit: 'Regular, knee length',
          Sleeves: 'Full sleeves with button cuffs',
          Care: 'Hand wash separately in cold water',
        }),
        price: 899,
        commission: 8,
        discount: 20,
        inventory: 120,
        sizes: ADULT_SIZES,
      },
      {
        name: 'Slim Fit Stretch Denim Jeans',
        description:
          'Mid-rise jeans in stretch denim that keeps its shape all day, with a clean dark wash.',
        details: details({
          Fabric: '98% cotton, 2% elastane',
          Fit: 'Slim, mid rise',
          Closure: 'Zip fly with button',
          Care: 'Machine wash inside out',
        }),
        price: 1499,
        commission: 10,
        discount: 30,
        inventory: 85,
        sizes: ALL_SIZES,
      },
      {
        name: 'Linen Blend Half-Sleeve Shirt',
        description:
          'A breathable linen-blend shirt for humid summers, with a relaxed camp collar.',
        details: details({
          Fabric: '55% linen, 45% cotton',
          Fit: 'Relaxed',
          Collar: 'Camp collar',
          Care: 'Machine wash cold, line dry',
        }),
        price: 1199,
        commission: 8,
        inventory: 60,
        sizes: ADULT_SIZES,
      },
      {
        name: 'Raw Silk Nehru Jacket',
        description:
          'A sleeveless bandhgala jacket in textured raw silk that lifts a plain kurta for weddings and pujas.',
        details: details({
          Fabric: 'Raw silk, viscose lining',
          Fit: 'Tailored',
          Pockets: 'Two welt pockets and a chest pocket',
          Care: 'Dry clean only',
        }),
        price: 2499,
        commission: 12,
        discount: 15,
        inventory: 24,
        sizes: ADULT_SIZES,
      },
      {
        name: 'Pack of 3 Cotton Crew-Neck T-Shirts',
        description: 'Everyday crew-neck tees in combed cotton, in navy, olive and heather grey.',
        details: details({
          Fabric: '100% combed cotton, 180 GSM',
          Fit: 'Regular',
          Pack: '3 T-shirts',
          Care: 'Machine wash warm',
        }),
        price: 799,
        commission: 6,
        discount: 25,
        inventory: 200,
        sizes: ALL_SIZES,
      },
      {
        name: 'Cotton Kurta Pyjama Set',
        description:
          'A classic white kurta with a matching drawstring pyjama, soft enough to sleep in.',
        details: details({
          Fabric: '100% cotton',
          Set: 'Kurta and pyjama',
          Waist: 'Drawstring',
          Care: 'Machine wash, do not bleach',
        }),
        price: 649,
        commission: 5,
        inventory: 0,
        sizes: ADULT_SIZES,
      },
      {
        name: 'Pique Cotton Polo T-Shirt',
        description:
          'A polo in breathable pique cotton with a ribbed collar that stays flat wash after wash.',
        details: details({
          Fabric: '100% cotton pique',
          Fit: 'Regular',
          Placket: 'Two-button',
          Care: 'Machine wash cold',
        }),
        price: 599,
        commission: 7,
        inventory: 150,
        sizes: ALL_SIZES,
      },
      {
        name: 'Regular Fit Cotton Chinos',
        description: 'Flat-front chinos in a soft twill, smart enough for work, easy for weekends.',
        details: details({
          Fabric: '97% cotton, 3% elastane',
          Fit: 'Regular, tapered leg',
          Pockets: '4 pockets',
          Care: 'Machine wash cold, warm iron',
        }),
        price: 1299,
        commission: 9,
        discount: 10,
        inventory: 70,
        sizes: ADULT_SIZES,
      },
      {
        name: 'Fleece Hooded Sweatshirt',
        description:
          'A warm brushed-fleece hoodie with a kangaroo pocket, for Delhi winters and hill trips.',
        details: details({
          Fabric: '80% cotton, 20% polyester fleece',
          Fit: 'Regular',
          Hood: 'Lined, with drawcord',
          Care: 'Machine wash inside out',
        }),
        price: 1099,
        commission: 8,
        inventory: 45,
        sizes: ALL_SIZES,
      },
    ],
  },
  {
    name: "Women's Clothing",
    glyph: 'dress',
    products: [
      {
        name: 'Banarasi Art Silk Saree with Blouse Piece',
        description:
          'A rich Banarasi-style saree with zari woven motifs and a heavy pallu, with an unstitched blouse piece.',
        details: details({
          Fabric: 'Art silk with zari',
          Length: '5.5 m saree, 0.8 m blouse piece',
          Occasion: 'Weddings and festivals',
          Care: 'Dry clean only',
        }),
        price: 3499,
        commission: 15,
        discount: 40,
        inventory: 18,
      },
      {
        name: 'Anarkali Kurta Set with Dupatta',
        description:
          'A flared Anarkali kurta with printed yoke, matching trousers and a chiffon dupatta.',
        details: details({
          Fabric: 'Rayon kurta and trousers, chiffon dupatta',
          Length: 'Calf length',
          Set: 'Kurta, trousers and dupatta',
          Care: 'Hand wash cold',
        }),
        price: 1899,
        commission: 12,
        discount: 35,
        inventory: 40,
        sizes: ALL_SIZES,
      },
      {
        name: 'Lucknowi Chikankari Cotton Kurti',
        description:
          'A light cotton kurti with hand chikankari embroidery from Lucknow, cool for summer days.',
        details: details({
          Fabric: '100% cotton',
          Work: 'Hand embroidered chikankari',
          Length: 'Hip length',
          Care: 'Hand wash separately',
        }),
        price: 999,
        commission: 10,
        discount: 20,
        inventory: 90,
        sizes: ALL_SIZES,
      },
      {
        name: 'Rayon Palazzo Pants',
        description:
          'Flowing wide-leg palazzos with an elasticated waist that pair with any kurti.',
        details: details({
          Fabric: '100% rayon',
          Waist: 'Elasticated with drawstring',
          Length: 'Ankle length',
          Care: 'Machine wash gentle',
        }),
        price: 549,
        commission: 6,
        inventory: 130,
        sizes: ALL_SIZES,
      },
      {
        name: 'Printed Cotton Night Suit',
        description: 'A soft printed cotton shirt and pyjama set for comfortable nights.',
        details: details({
          Fabric: '100% cotton',
          Set: 'Shirt and pyjama',
          Print: 'Floral',
          Care: 'Machine wash cold',
        }),
        price: 799,
        commission: 7,
        inventory: 0,
        sizes: ALL_SIZES,
      },
      {
        name: 'Bengal Handloom Tant Cotton Saree',
        description:
          'A crisp handwoven tant saree from Bengal with a contrast woven border, light for daily wear.',
        details: details({
          Fabric: 'Handloom cotton',
          Length: '5.5 m, without blouse piece',
          Weave: 'Tant, woven border',
          Care: 'Hand wash or dry clean; starch for crispness',
        }),
        price: 1299,
        commission: 10,
        inventory: 25,
      },
      {
        name: "Women's Classic Denim Jacket",
        description:
          'A mid-wash denim jacket with button pockets, the layer that goes over everything.',
        details: details({
          Fabric: '100% cotton denim',
          Fit: 'Regular',
          Closure: 'Button front',
          Care: 'Machine wash cold inside out',
        }),
        price: 1799,
        commission: 9,
        discount: 25,
        inventory: 35,
        sizes: ALL_SIZES,
      },
      {
        name: 'Cotton Lycra Leggings, Pack of 2',
        description: 'Ankle-length leggings with four-way stretch, in black and maroon.',
        details: details({
          Fabric: '95% cotton, 5% lycra',
          Length: 'Ankle length',
          Pack: '2 leggings',
          Care: 'Machine wash cold',
        }),
        price: 499,
        commission: 5,
        inventory: 200,
        sizes: ALL_SIZES,
      },
      {
        name: 'Georgette Lehenga Choli with Dupatta',
        description:
          'A flared georgette lehenga with sequin work, a padded choli and a net dupatta for sangeet nights.',
        details: details({
          Fabric: 'Georgette lehenga, net dupatta',
          Work: 'Sequins and thread embroidery',
          Set: 'Lehenga, choli (semi-stitched) and dupatta',
          Care: 'Dry clean only',
        }),
        price: 4999,
        commission: 15,
        discount: 45,
        inventory: 8,
        sizes: ['S', 'M', 'L', 'XL'],
      },
    ],
  },
  {
    name: 'Footwear',
    glyph: 'shoe',
    products: [
      {
        name: 'Handmade Kolhapuri Leather Chappals',
        description:
          'Traditional Kolhapuri chappals hand-stitched from vegetable-tanned leather that softens with wear.',
        details: details({
          Material: 'Vegetable-tanned leather',
          Sole: 'Leather',
          Sizes: 'UK 5 to 11; choose your size when the agent calls',
          Care: 'Keep dry; wipe with a damp cloth',
        }),
        price: 699,
        commission: 10,
        inventory: 60,
      },
      {
        name: "Men's Lightweight Mesh Running Shoes",
        description:
          'Breathable running shoes with a cushioned EVA sole for morning runs and long walks.',
        details: details({
          Upper: 'Knitted mesh',
          Sole: 'EVA with rubber grip',
          Sizes: 'UK 6 to 11',
          Care: 'Wipe clean; do not machine wash',
        }),
        price: 1999,
        commission: 8,
        discount: 50,
        inventory: 75,
      },
      {
        name: "Women's Embroidered Mojari Juttis",
        description:
          'Punjabi juttis with colourful thread embroidery and a padded insole, made for weddings.',
        details: details({
          Upper: 'Faux leather with thread work',
          Sole: 'Leather-finish TPR',
          Sizes: 'UK 3 to 8',
          Care: 'Store in the pouch provided',
        }),
        price: 849,
        commission: 10,
        discount: 15,
        inventory: 40,
      },
      {
        name: 'Everyday Rubber Flip-Flops',
        description: 'Soft, durable rubber flip-flops for the home, the beach and the monsoon.',
        details: details({
          Material: 'Natural rubber',
          Sizes: 'UK 5 to 11',
          Water: 'Waterproof',
          Care: 'Rinse with water',
        }),
        price: 199,
        commission: 5,
        inventory: 180,
      },
      {
        name: 'Formal Leather Oxford Shoes',
        description: 'Polished lace-up Oxfords in genuine leather for office and occasions.',
        details: details({
          Upper: 'Genuine leather',
          Sole: 'TPR',
          Sizes: 'UK 6 to 11',
          Care: 'Polish regularly; use a shoe tree',
        }),
        price: 2799,
        commission: 9,
        inventory: 22,
      },
      {
        name: 'Classic Canvas Sneakers',
        description:
          'Low-top canvas sneakers with a vulcanised sole that go with jeans and chinos.',
        details: details({
          Upper: 'Cotton canvas',
          Sole: 'Vulcanised rubber',
          Sizes: 'UK 5 to 10',
          Care: 'Hand wash with mild soap',
        }),
        price: 999,
        commission: 7,
        discount: 20,
        inventory: 0,
      },
      {
        name: 'Block Heel Strappy Sandals',
        description:
          'Comfortable 2-inch block heels with an ankle strap, steady enough for a full day out.',
        details: details({
          Upper: 'Synthetic',
          Heel: '2 inch block',
          Sizes: 'UK 3 to 8',
          Care: 'Wipe with a dry cloth',
        }),
        price: 1199,
        commission: 8,
        inventory: 30,
      },
      {
        name: "Kids' Black School Shoes",
        description:
          'Sturdy velcro school shoes with a non-marking sole that survive the playground.',
        details: details({
          Upper: 'Synthetic leather',
          Closure: 'Velcro strap',
          Sizes: 'Kids UK 8 to 5',
          Care: 'Polish with black shoe cream',
        }),
        price: 599,
        commission: 6,
        inventory: 100,
      },
      {
        name: 'Cushioned Sports Slides',
        description: 'Contoured slides with a soft footbed for after the gym or around the house.',
        details: details({
          Material: 'EVA',
          Sizes: 'UK 6 to 11',
          Water: 'Water friendly',
          Care: 'Rinse and air dry',
        }),
        price: 449,
        commission: 5,
        inventory: 140,
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    glyph: 'pot',
    products: [
      {
        name: 'Stainless Steel Pressure Cooker, 5 L',
        description:
          'An induction-ready outer-lid pressure cooker in food-grade steel for dal, rice and biryani.',
        details: details({
          Capacity: '5 litres',
          Material: 'Stainless steel, tri-ply base',
          Hob: 'Gas and induction',
          Warranty: '5 years on the body',
        }),
        price: 1849,
        commission: 6,
        discount: 20,
        inventory: 55,
      },
      {
        name: 'Pre-Seasoned Cast Iron Dosa Tawa, 28 cm',
        description:
          'A heavy cast iron tawa for crisp dosas and soft rotis, seasoned and ready to use.',
        details: details({
          Diameter: '28 cm',
          Material: 'Cast iron',
          Hob: 'Gas and induction',
          Care: 'Wash without soap, oil lightly after use',
        }),
        price: 899,
        commission: 7,
        inventory: 70,
      },
      {
        name: 'Pure Copper Water Bottle, 1 L',
        description:
          'A leak-proof bottle in pure copper, as Ayurveda recommends for drinking water.',
        details: details({
          Capacity: '1 litre',
          Material: '99% pure copper',
          Lid: 'Screw cap, leak proof',
          Care: 'Clean with lemon and salt',
        }),
        price: 749,
        commission: 10,
        discount: 30,
        inventory: 120,
      },
      {
        name: 'Jaipuri Cotton Double Bedsheet with 2 Pillow Covers',
        description:
          'A hand block-printed Jaipuri bedsheet in soft cotton, with two matching pillow covers.',
        details: details({
          Size: 'Bedsheet 228 x 254 cm, pillow covers 43 x 68 cm',
          Fabric: '100% cotton, 144 thread count',
          Print: 'Sanganeri block print',
          Care: 'Machine wash cold, dry in shade',
        }),
        price: 1099,
        commission: 12,
        discount: 45,
        inventory: 65,
      },
      {
        name: 'Non-Stick Kadai with Glass Lid, 24 cm',
        description: 'A deep non-stick kadai for sabzi and deep frying with less oil.',
        details: details({
          Diameter: '24 cm',
          Coating: 'PFOA-free non-stick',
          Lid: 'Toughened glass',
          Hob: 'Gas and induction',
        }),
        price: 1299,
        commission: 8,
        inventory: 40,
      },
      {
        name: 'Steel Masala Dabba with 7 Containers',
        description: 'The classic round spice box with seven bowls and a spoon, in polished steel.',
        details: details({
          Material: 'Stainless steel',
          Containers: '7 bowls and 1 spoon',
          Diameter: '20 cm',
          Care: 'Dishwasher safe',
        }),
        price: 549,
        commission: 9,
        inventory: 0,
      },
      {
        name: 'Brass Kuber Diya, Set of 4',
        description:
          'Hand-finished brass diyas for daily puja and Diwali, with long-burning wells.',
        details: details({
          Material: 'Brass',
          Set: '4 diyas',
          Height: '5 cm',
          Care: 'Clean with tamarind or pitambari',
        }),
        price: 399,
        commission: 12,
        inventory: 150,
      },
      {
        name: 'Glass Storage Jars with Bamboo Lids, Set of 3',
        description: 'Airtight borosilicate jars for dals, rice and snacks, with bamboo lids.',
        details: details({
          Capacity: '500 ml, 750 ml and 1 litre',
          Material: 'Borosilicate glass, bamboo',
          Seal: 'Silicone ring, airtight',
          Care: 'Hand wash the lids',
        }),
        price: 699,
        commission: 8,
        inventory: 85,
      },
      {
        name: 'Stainless Steel Idli Maker, 4 Plates',
        description: 'Steams 16 soft idlis at a time in a pressure cooker or on its own.',
        details: details({
          Plates: '4 plates, 16 idlis',
          Material: 'Stainless steel',
          Hob: 'Gas and induction',
          Care: 'Dishwasher safe',
        }),
        price: 999,
        commission: 6,
        inventory: 30,
      },
    ],
  },
  {
    name: 'Electronics',
    glyph: 'phone',
    products: [
      {
        name: 'Wireless Bluetooth Earbuds with Charging Case',
        description:
          'True wireless earbuds with clear calls, deep bass and up to 30 hours with the case.',
        details: details({
          Bluetooth: '5.3',
          Battery: 'Up to 30 hours with case',
          Charging: 'USB-C',
          Warranty: '1 year',
        }),
        price: 1499,
        commission: 5,
        discount: 60,
        inventory: 150,
      },
      {
        name: '20000 mAh Fast-Charging Power Bank',
        description: 'Charges a phone four times over, with 22.5 W fast charging on USB-C.',
        details: details({
          Capacity: '20000 mAh',
          Output: '22.5 W, 2 USB-A and 1 USB-C',
          Input: 'USB-C and micro-USB',
          Warranty: '6 months',
        }),
        price: 1799,
        commission: 4,
        discount: 40,
        inventory: 90,
      },
      {
        name: 'Smart Fitness Band with Heart-Rate Monitor',
        description: 'Tracks steps, sleep, heart rate and SpO2, with a week of battery.',
        details: details({
          Display: '1.1 inch AMOLED',
          Battery: 'Up to 7 days',
          Water: '5 ATM water resistant',
          Warranty: '1 year',
        }),
        price: 2299,
        commission: 5,
        inventory: 45,
      },
      {
        name: 'Mixer Grinder 750 W with 3 Jars',
        description:
          'A powerful mixer for chutneys, masalas and idli batter, with three steel jars.',
        details: details({
          Power: '750 W',
          Jars: '1.5 L, 1 L and 0.4 L',
          Speeds: '3 speeds with pulse',
          Warranty: '2 years, 5 years on the motor',
        }),
        price: 3999,
        commission: 4,
        discount: 35,
        inventory: 20,
      },
      {
        name: '9 W LED Bulbs, Pack of 4',
        description: 'Bright cool-daylight LED bulbs with a B22 base that save up to 85% energy.',
        details: details({
          Power: '9 W each, 900 lumens',
          Base: 'B22',
          Colour: 'Cool daylight, 6500 K',
          Warranty: '2 years',
        }),
        price: 349,
        commission: 6,
        inventory: 200,
      },
      {
        name: '25 W USB-C Fast Charger',
        description: 'A compact USB-C PD charger that brings most phones to 50% in 30 minutes.',
        details: details({
          Output: '25 W USB-C Power Delivery',
          Input: '100-240 V',
          Cable: 'Not included',
          Warranty: '1 year',
        }),
        price: 899,
        commission: 5,
        inventory: 110,
      },
      {
        name: 'Portable Bluetooth Speaker, 10 W',
        description:
          'A splash-proof speaker with rich sound and 12 hours of play for picnics and parties.',
        details: details({
          Output: '10 W',
          Battery: 'Up to 12 hours',
          Water: 'IPX5 splash proof',
          Warranty: '1 year',
        }),
        price: 1999,
        commission: 5,
        discount: 45,
        inventory: 0,
      },
      {
        name: 'Electric Kettle, 1.5 L',
        description: 'Boils water for chai in minutes, with auto shut-off and a steel body.',
        details: details({
          Capacity: '1.5 litres',
          Power: '1500 W',
          Safety: 'Auto shut-off and boil-dry protection',
          Warranty: '1 year',
        }),
        price: 1099,
        commission: 5,
        inventory: 65,
      },
      {
        name: 'High-Speed Ceiling Fan, 1200 mm',
        description: 'A 400 RPM ceiling fan with strong air delivery and a rust-free finish.',
        details: details({
          Sweep: '1200 mm',
          Speed: '400 RPM',
          Power: '75 W',
          Warranty: '2 years',
        }),
        price: 2899,
        commission: 2,
        inventory: 25,
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    glyph: 'bottle',
    products: [
      {
        name: 'Ayurvedic Neem and Tulsi Face Wash, 150 ml',
        description:
          'A gentle foaming face wash with neem and tulsi that clears oil without drying.',
        details: details({
          Volume: '150 ml',
          'Skin type': 'Oily and combination',
          'Key ingredients': 'Neem, tulsi, turmeric',
          'Free from': 'Parabens and sulphates',
        }),
        price: 199,
        commission: 10,
        inventory: 180,
      },
      {
        name: 'Kumkumadi Tailam Face Oil, 30 ml',
        description: 'A saffron-rich Ayurvedic night oil for an even, glowing complexion.',
        details: details({
          Volume: '30 ml',
          'Key ingredients': 'Saffron, sandalwood, manjistha',
          Use: '3 to 4 drops at night',
          'Skin type': 'All skin types',
        }),
        price: 899,
        commission: 15,
        discount: 20,
        inventory: 50,
      },
      {
        name: 'Red Onion Hair Oil, 200 ml',
        description: 'A non-sticky hair oil with red onion and bhringraj to reduce hair fall.',
        details: details({
          Volume: '200 ml',
          'Key ingredients': 'Red onion, bhringraj, amla',
          Use: 'Massage into the scalp twice a week',
          'Free from': 'Mineral oil',
        }),
        price: 399,
        commission: 12,
        discount: 25,
        inventory: 140,
      },
      {
        name: 'Mysore Sandalwood Soap, Pack of 4',
        description: 'Classic sandalwood bathing bars with a fragrance that lasts all day.',
        details: details({
          Weight: '4 x 125 g',
          'Key ingredients': 'Sandalwood oil',
          'Skin type': 'All skin types',
          Type: 'Grade 1 TFM soap',
        }),
        price: 249,
        commission: 8,
        inventory: 200,
      },
      {
        name: 'Herbal Kajal, Smudge-Proof',
        description:
          'An intense black kajal with almond oil and camphor that stays on for 12 hours.',
        details: details({
          Weight: '0.35 g',
          Finish: 'Matte black',
          Wear: 'Up to 12 hours, smudge proof',
          'Key ingredients': 'Almond oil, camphor',
        }),
        price: 99,
        commission: 10,
        inventory: 160,
      },
      {
        name: 'Pure Aloe Vera Gel, 300 ml',
        description: 'A soothing multipurpose gel for face, skin and hair, with 99% aloe vera.',
        details: details({
          Volume: '300 ml',
          'Key ingredients': '99% aloe vera',
          Use: 'Face, body and hair',
          'Free from': 'Parabens and artificial colour',
        }),
        price: 299,
        commission: 10,
        inventory: 0,
      },
      {
        name: 'Beard Grooming Kit with Oil, Wash and Comb',
        description:
          'Everything for a softer, neater beard: beard oil, beard wash and a wooden comb.',
        details: details({
          Contents: 'Beard oil 30 ml, beard wash 100 ml, wooden comb',
          'Key ingredients': 'Argan and jojoba oils',
          'Skin type': 'All skin types',
          'Free from': 'Sulphates',
        }),
        price: 1199,
        commission: 12,
        discount: 30,
        inventory: 35,
      },
      {
        name: 'Long-Stay Matte Lipstick, Set of 3',
        description:
          'Three everyday matte shades in rose, brick and berry that do not dry the lips.',
        details: details({
          Shades: 'Rose nude, brick red, berry',
          Finish: 'Matte',
          Wear: 'Up to 10 hours',
          'Free from': 'Parabens',
        }),
        price: 599,
        commission: 14,
        discount: 15,
        inventory: 70,
      },
      {
        name: 'Foldable Hair Dryer, 1200 W',
        description: 'A compact travel hair dryer with two heat settings and a cool shot.',
        details: details({
          Power: '1200 W',
          Settings: '2 heat and speed settings, cool shot',
          Design: 'Foldable handle',
          Warranty: '2 years',
        }),
        price: 1399,
        commission: 6,
        inventory: 28,
      },
    ],
  },
];
