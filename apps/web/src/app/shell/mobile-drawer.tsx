import type { ReactNode, RefObject } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { BrandMark, BrandName } from '@/components/brand';

/**
 * The side menu below 1024 px: slides in from the left; Escape or a click on the backdrop closes
 * it (Radix Dialog), with a 300 ms slide-out before it unmounts.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: the focus returns there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="drawer-backdrop"
          className="fixed inset-0 z-40 bg-slate-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(300px,86vw)] flex-col bg-white shadow-xl focus:outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <RadixDialog.Title className="flex items-center gap-2.5">
              <BrandMark className="size-7" />
              <BrandName />
            </RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Menü schließen"
            >
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
