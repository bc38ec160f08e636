import { Toast } from 'radix-ui';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { TOAST_DURATION_MS, toast, useToastItems, type ToastTone } from './toast-store';

const toneStyle: Record<ToastTone, { icon: typeof Info; className: string }> = {
  success: { icon: CheckCircle2, className: 'text-success-700' },
  error: { icon: XCircle, className: 'text-danger-600' },
  info: { icon: Info, className: 'text-info-700' },
};

/** Renders the toast store at the top of the screen; F8 moves focus into the toasts (Radix hotkey). */
export function Toaster() {
  const items = useToastItems();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="up" label="Benachrichtigung">
      {items.map((item) => {
        const { icon: Icon, className } = toneStyle[item.tone];
        return (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(item.id);
            }}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            className="pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]"
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden />
            <div className="min-w-0 flex-1">
              <Toast.Title className="text-sm font-medium text-slate-900">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description className="mt-0.5 text-sm text-slate-600">{item.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Schließen"
              // 44 px to tap on a phone; the negative margins keep the toast as compact as its 16 px icon.
              className="-my-2.5 -mr-3 grid size-11 shrink-0 place-items-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        hotkey={['F8']}
        label="Benachrichtigungen ({hotkey})"
        className="pointer-events-none fixed top-3 left-1/2 z-[100] flex w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
