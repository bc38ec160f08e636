// The web font (Inter, 48 KB) stays off the first screen's path (decision 0420): the first visit
// paints in the phone's own sans-serif, and the font loads once the screen has settled, then takes
// over. Later visits, under the service worker whose precache holds it, switch it on at once (the
// boot script).
export const WEB_FONT_CLASS = 'web-font';
const FAMILY = 'Inter Variable';

export async function switchOnWebFont(): Promise<void> {
  const root = document.documentElement;
  if (root.classList.contains(WEB_FONT_CLASS)) return;
  try {
    // Loads the faces the latin text needs (unicode-range), not all of them.
    await document.fonts.load(`1em "${FAMILY}"`);
  } catch {
    return; // no font: the phone's own stays
  }
  root.classList.add(WEB_FONT_CLASS);
}
