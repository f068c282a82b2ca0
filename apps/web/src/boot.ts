/**
 * The script a server-rendered page starts with
 * (docs/decisions/194-hydrate-after-the-first-screen.md).
 *
 * The page arrives whole: its first screen needs no JavaScript to show. So the app is not
 * fetched until the first screen's pictures (those marked `fetchpriority="high"`) have loaded
 * and been painted; on a slow connection they would otherwise share it with about 100 KB of
 * scripts and show later. The server names the app's files in `<meta name="haat-app">`, its
 * entry last; they are preloaded together and the entry hydrates the page as it is.
 */
const FIRST_SCREEN_PICTURES = 'img[fetchpriority="high"]';
/** A picture that does not come within this time no longer holds the app back. */
const LONGEST_WAIT_MS = 2_000;

function settled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the frame that paints what has loaded so far. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function startApp(): Promise<unknown> {
  const files = document.querySelector<HTMLMetaElement>('meta[name="haat-app"]')?.content ?? '';
  const [entry, ...imports] = files.split(' ').filter(Boolean).reverse();
  for (const file of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return entry ? import(/* @vite-ignore */ entry) : Promise.resolve();
}

const pictures = [...document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PICTURES)];
void Promise.race([
  Promise.all(pictures.map(settled)),
  new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)),
])
  .then(afterNextPaint)
  .then(startApp);
