// TanStack Query assumes "online" until an event says otherwise; an app opened without a connection
// must know it from the start, or its queries would fail instead of pausing with the stored data.
import { onlineManager } from '@tanstack/react-query';

export function startOnlineTracking(): void {
  onlineManager.setOnline(navigator.onLine);
}

export const isOffline = () => !onlineManager.isOnline();
