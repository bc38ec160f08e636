// The one way to load the frame's parts (decision 0777): the sidebar, the drawer and the top bar's
// user actions are their own chunk; the router, the app's start and the layout all ask here, so the
// chunk is requested once and, when it is there, the layout renders them in the same pass.
import type * as FramePartsModule from './frame-parts';

export type FrameParts = typeof FramePartsModule;

/** From this width the frame shows the sidebar and the top bar's user actions; below it, the drawer. */
export const WIDE_FRAME = '(min-width: 1024px)';

let loaded: FrameParts | undefined;
let loading: Promise<FrameParts> | undefined;

/** The parts if their chunk has arrived. */
export const loadedFrameParts = () => loaded;

export function loadFrameParts(): Promise<FrameParts> {
  loading ??= import('./frame-parts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined; // a failed request (offline) is tried again at the next need
      throw error;
    },
  );
  return loading;
}

/** Before the layout's first render (the router's lazy route): from 1024 px the sidebar shows at once. */
export async function frameReady(): Promise<void> {
  if (window.matchMedia(WIDE_FRAME).matches) await loadFrameParts();
}
