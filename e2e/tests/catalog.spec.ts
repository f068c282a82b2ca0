import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

/**
 * The storefront of issue 4 against the real server and its demo catalogue: 54 products, 9 in
 * each of 6 categories; the special card offers Women's Clothing and Footwear from ₹499 to
 * ₹1,999. Agents are made by the Admin for each journey (support/fixtures.ts).
 */

const wide = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** The demo product named `name`, looked up as the listing would. */
async function productId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get('/api/all-products', { params: { search: name, limit: 8 } });
  expect(answer.ok()).toBe(true);
  const { result } = (await answer.json()) as { result: { _id: string; productName: string }[] };
  const found = result.find((product) => product.productName === name);
  if (!found) throw new Error(`The demo catalogue has no product named ${name}`);
  return found._id;
}

const buyNow = (page: Page) => page.getByRole('link', { name: /^Buy Now/ });

async function chooseCategory(page: Page, category: string) {
  const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
  const list = page.getByRole('listbox', { name: 'Categories' });
  // A page the server rendered shows the menu before the app runs, when a click does nothing
  // (docs/decisions/194): click again until it opens.
  await expect(async () => {
    await dropdown.click();
    await expect(list).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await list.getByRole('option', { name: category, exact: true }).click();
  // docs/product.md, "Home": the list closes after a choice.
  await expect(list).toBeHidden();
  await expect(dropdown).toHaveText(category === 'All Category' ? 'Filter by category' : category);
}

/** Scrolls down to the footer, as a shopper reaching the end of the list does. */
async function scrollToBottom(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

test.describe('home, wide screen (1280 px)', () => {
  test.use({ viewport: wide });

  test('shows the special card products, then filters the grid by search and category', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();

    const special = page.getByRole('region', { name: 'Special picks' });
    await expect(special).toContainText("Women's Clothing and Footwear from ₹499 to ₹1,999");
    await expect(special.getByRole('link', { name: /^Buy Now/ })).toHaveCount(8);
    const latest = page.getByRole('region', { name: 'Latest products' });
    await expect(latest.getByRole('link', { name: /^Buy Now/ })).toHaveCount(8);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('saree');
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText([
      'Banarasi Art Silk Saree with Blouse Piece',
      'Bengal Handloom Tant Cotton Saree',
    ]);
    await expect(special).toBeHidden();
    await expect(page).toHaveURL(/\?search=saree$/);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await chooseCategory(page, 'Footwear');
    await expect(page).toHaveURL(/\?category=Footwear$/);
    await expect(results.getByRole('link', { name: /^Buy Now/ })).toHaveCount(8);
    await results.getByRole('button', { name: 'Show more products' }).click();
    await expect(results.getByRole('link', { name: /^Buy Now/ })).toHaveCount(9);
    await expect(results.getByRole('button', { name: 'Show more products' })).toBeHidden();

    // 'All Category' clears the filter.
    await chooseCategory(page, 'All Category');
    await expect(page).toHaveURL(/\/$/);
    await expect(special).toBeVisible();
  });
});

test.describe('home, phone (390 px)', () => {
  test.use({ viewport: phone });

  test('the special card products scroll sideways and the category list scrolls', async ({
    page,
  }) => {
    await page.goto('/');
    const special = page.getByRole('region', { name: 'Special picks' });
    const row = special.getByRole('list');
    await expect(row.getByRole('listitem')).toHaveCount(8);
    const { scrollWidth, clientWidth } = await row.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    // The page itself does not scroll sideways.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(390);

    await page.getByRole('combobox', { name: 'Filter by category' }).click();
    const list = page.getByRole('listbox', { name: 'Categories' });
    await expect(list.getByRole('option')).toHaveText([
      'All Category',
      'Beauty & Personal Care',
      'Electronics',
      'Footwear',
      'Home & Kitchen',
      "Men's Clothing",
      "Women's Clothing",
    ]);
    expect(
      await list.evaluate(
        (element) => element.ownerDocument.defaultView?.getComputedStyle(element).overflowY,
      ),
    ).toBe('auto');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('product listing', () => {
  test('loads the next 8 as the bottom comes into view, and stops at the end (1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(wide);
    await page.goto('/products-details');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(buyNow(page)).toHaveCount(8);

    await scrollToBottom(page);
    await expect(buyNow(page)).toHaveCount(16);
    await scrollToBottom(page);
    await expect(buyNow(page)).toHaveCount(24);
    await expectNoAccessibilityViolations(page);

    // 54 products: 7 pages, the last with 6.
    for (let shown = 32; shown <= 54; shown += 8) {
      await scrollToBottom(page);
      await expect(buyNow(page)).toHaveCount(Math.min(shown, 54));
    }
    await scrollToBottom(page);
    await expect(page.getByText('You have seen all the products.')).toBeVisible();
    await expect(buyNow(page)).toHaveCount(54);
  });

  test('filters by category and search, keeps them in the address for Back (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/products-details');
    await expect(buyNow(page)).toHaveCount(8);

    await chooseCategory(page, 'Footwear');
    await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
    await expect(page).toHaveURL(/\/products-details\?category=Footwear$/);
    await expect(buyNow(page)).toHaveCount(8);
    await scrollToBottom(page);
    await expect(buyNow(page)).toHaveCount(9);
    await expect(page.getByText('You have seen all the products.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('leather');
    await expect(page).toHaveURL(/category=Footwear&search=leather$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Handmade Kolhapuri Leather Chappals',
      'Formal Leather Oxford Shoes',
    ]);
    await expectNoAccessibilityViolations(page);

    // A product and back: the same filtered list.
    await page.getByRole('link', { name: 'Formal Leather Oxford Shoes', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Formal Leather Oxford Shoes' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('leather');
    await expect(buyNow(page)).toHaveCount(2);

    // Back once more: the category alone.
    await page.goBack();
    await expect(page).toHaveURL(/\?category=Footwear$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});

test.describe('product page', () => {
  test('with sizes and three pictures: thumbnails on a wide screen (1280 px)', async ({
    page,
    request,
  }) => {
    const id = await productId(request, 'Linen Blend Half-Sleeve Shirt');
    await page.setViewportSize(wide);
    await page.goto(`/product/${id}`);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Linen Blend Half-Sleeve Shirt' }),
    ).toBeVisible();
    // The server renders for a phone (it cannot know the width); once the app has taken the page
    // over, a wide screen has no bottom bar, and the price shows once.
    await expect(page.getByRole('region', { name: 'Price and Add to cart' })).toHaveCount(0);
    await expect(page.getByText('₹1,199', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', "Men's Clothing"]);
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(5);

    const main = page.getByRole('img', { name: 'Linen Blend Half-Sleeve Shirt', exact: true });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await page.getByRole('button', { name: 'Show image 3 of 3' }).click();
    await expect(
      page.getByRole('img', { name: 'Linen Blend Half-Sleeve Shirt, image 3' }),
    ).toBeVisible();

    // Signed out, 'Add to cart' asks to log in first, on the sign-in page that comes back here.
    await page.getByRole('radio', { name: 'M' }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please login to continue shopping')).toBeVisible();
    await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(`/product/${id}`)}`);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Linen Blend Half-Sleeve Shirt' }),
    ).toBeVisible();

    const related = page.getByRole('region', { name: 'Products related to this item' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('link')).toHaveCount(8);
    await expect(related).toContainText('₹');
    await expect(related).not.toContainText('$');
    // One row of 4 at this width.
    const tops = await related
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 5).map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);

    await expectNoAccessibilityViolations(page);
  });

  test('on a phone the pictures are a slider that follows a swipe (390 px)', async ({
    page,
    request,
  }) => {
    const id = await productId(request, 'Linen Blend Half-Sleeve Shirt');
    await page.setViewportSize(phone);
    await page.goto(`/product/${id}`);

    const slider = page.getByRole('region', { name: 'Images of Linen Blend Half-Sleeve Shirt' });
    await expect(slider).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show image 3 of 3' })).toBeVisible();
    const dot = (n: number) => slider.getByRole('button', { name: `Show image ${n} of 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    const box = (await slider.getByRole('group', { name: '1 of 3' }).boundingBox())!;
    const y = box.y + box.height / 2;
    // The swipe is attached once the app runs and its swipe code has come (docs/decisions/194,
    // 273): until then a swipe does nothing, so swipe again until the slider follows.
    await expect(async () => {
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
      await page.mouse.up();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 1_000 });
    }).toPass();

    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('a single picture shows no slider, and out of stock reads Currently unavailable', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`/product/${await productId(request, 'Stainless Steel Pressure Cooker, 5 L')}`);
    await expect(
      page.getByRole('img', { name: 'Stainless Steel Pressure Cooker, 5 L' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Images of/ })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    await page.goto(`/product/${await productId(request, 'Cotton Kurta Pyjama Set')}`);
    await expect(page.getByRole('button', { name: 'Currently unavailable' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('a shared link shows the product and remembers the agent', async ({
    page,
    request,
    agentAccount: agent,
  }) => {
    const id = await productId(request, 'Pure Copper Water Bottle, 1 L');

    await page.setViewportSize(phone);
    await page.goto(`/shared-product/${id}/${agent._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pure Copper Water Bottle, 1 L' }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    const ref = cookies.find((cookie) => cookie.name === 'haat_ref');
    // `<agentId>.<when it was set>`.
    expect(ref?.value.split('.')[0]).toBe(agent._id);
    // Remembered for 30 days.
    const days = ((ref?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('an unknown product says so clearly', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/product/01900000-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });
});
