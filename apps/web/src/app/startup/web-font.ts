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

/**
 * On a visit whose boot script switched the web font on (it is in the precache), starts loading its
 * face now, before the first render, and resolves when it is there (false if it failed). Otherwise the first layout finds the face
 * unloaded, lays the screen out in the fallback font (the system's font look-ups included) and lays
 * it out again once the face has come, right after the first row (decision 0771).
 */
export function webFontReady(): Promise<boolean> | undefined {
  if (!document.documentElement.classList.contains(WEB_FONT_CLASS)) return undefined;
  return document.fonts.load(`1em "${FAMILY}"`).then(
    (faces) => faces.length > 0,
    () => false,
  );
}
