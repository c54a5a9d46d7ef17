/**
 * Issue 15, must-be-true 3: on a product with several pictures the thumbnails are real small pictures
 * (≤ 120 px wide) and the lightbox shows "n / N", moved by its buttons, the arrow keys and a swipe; technical
 * drawings and documents are listed apart.
 */
import { expect, test } from '../support/fixtures';

test('a product with several pictures: small thumbnails, a lightbox with n / N by mouse, keyboard and swipe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/vt-4881-np01');
  const gallery = page.getByTestId('product-gallery');
  await expect(gallery).toBeVisible();

  const thumbs = gallery.getByRole('button', { name: /^Show image \d+$/ });
  const total = await thumbs.count();
  expect(total).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < total; i++) {
    const box = (await thumbs.nth(i).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(120);
    expect(box.height).toBeLessThanOrEqual(120);
    // A picture, not an empty box.
    await expect(thumbs.nth(i).locator('img')).toHaveJSProperty('complete', true);
    expect(
      await thumbs
        .nth(i)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
  // The gallery stays one picture and a row of thumbnails, not a column of full-size pictures.
  expect((await gallery.boundingBox())!.height).toBeLessThan(1_200);

  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await gallery.getByRole('button', { name: 'Enlarge image' }).click();
  const lightbox = page.getByTestId('product-lightbox');
  await expect(lightbox).toBeVisible();
  const counter = lightbox.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`2 / ${total}`);

  // Mouse: the lightbox's own next and previous buttons.
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`3 / ${total}`);
  await lightbox.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);

  // Keyboard.
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 / ${total}`);

  // Swipe: a pointer dragged to the left moves on.
  const image = lightbox.locator('img');
  const box = (await image.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(counter).toHaveText(`3 / ${total}`);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Drawings and documents have their own lists.
  await expect(page.getByRole('heading', { name: 'Technical drawings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: /VT 4881 NP01 datasheet \(PDF/ })).toBeVisible();
});
