/** From this width the frame shows the sidebar and the top bar's user actions; below it, the drawer. */
export const WIDE_FRAME = '(min-width: 1024px)';
