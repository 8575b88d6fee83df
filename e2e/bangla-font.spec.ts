import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './shop';

/** The shop's copies of Noto Sans Bengali this page asked for, and the faces it drew with. */
async function banglaFont(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      loaded: navigation.loadEventStart,
      files: performance
        .getEntriesByType('resource')
        .filter((entry) => /noto-sans-bengali-bengali-\d+-normal/.test(entry.name))
        .map((entry) => ({
          startTime: entry.startTime,
          transferSize: (entry as PerformanceResourceTiming).transferSize,
        })),
      declared: [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Bengali').length,
      drawnWith: [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Bengali' && face.status === 'loaded')
        .map((face) => face.weight),
    };
  });
}

const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('alankar:bangla-font'));

test('a first Bangla page draws in the device’s Bangla font and fetches Noto Sans Bengali after it, for the next page', async ({
  page,
}) => {
  await page.goto('/bn');
  await waitForHydration(page);
  await expect
    .poll(() => remembered(page), { message: 'the files are fetched once the page has loaded' })
    .not.toBeNull();
  const first = await banglaFont(page);
  expect(first.files, 'both weights').toHaveLength(2);
  for (const file of first.files) {
    // A machine with no Bangla font of its own gets the files at once (see the next test): .ci/run installs one.
    expect(file.startTime, 'fetched after the page loaded, not beside its first picture').toBeGreaterThanOrEqual(
      first.loaded,
    );
  }
  expect(first.drawnWith, 'the first page keeps the device’s font').toEqual([]);

  await page.goto('/bn/properties');
  await waitForHydration(page);
  const next = await banglaFont(page);
  expect(next.drawnWith.sort()).toEqual(['400', '600']);
  for (const file of next.files) expect(file.transferSize, 'from the browser’s cache').toBe(0);

  // English pages never ask for it.
  await page.goto('/properties');
  await waitForHydration(page);
  expect((await banglaFont(page)).files).toEqual([]);
});

test('a device with no Bangla font of its own draws Bangla in Noto Sans Bengali, from its first Bangla page on', async ({
  page,
}) => {
  // The page asks whether the device has a Bangla font by loading one of theirs by name: here none is found.
  await page.addInitScript(() => {
    const Real = window.FontFace;
    window.FontFace = class extends Real {
      constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
        super(family, family === 'Device Bangla' ? 'local("No Such Font Anywhere")' : source, descriptors);
      }
    };
  });
  // An English page declares the files, for a customer's name or address in Bangla, and fetches them only for that.
  await page.goto('/properties');
  await waitForHydration(page);
  await expect.poll(async () => (await banglaFont(page)).declared).toBe(2);
  expect((await banglaFont(page)).files).toEqual([]);

  await page.goto('/bn');
  await waitForHydration(page);
  await expect.poll(async () => (await banglaFont(page)).drawnWith.sort()).toEqual(['400', '600']);
  await expect.poll(() => remembered(page)).not.toBeNull();
});
