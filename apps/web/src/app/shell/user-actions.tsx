import { useState } from 'react';
import { CircleHelp, LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOutboxEntries } from '@/lib/outbox/use-outbox';
import { useCurrentUser } from '@/lib/session';
import { useLogout } from '@/features/auth/use-logout';
import { formatName } from '@/lib/format';
import { cn } from '@/lib/cn';
import { HelpDialog } from './help-dialog';

/** Name, "Hilfe & Kontakt" and "Abmelden": in the top bar on desktop, in the drawer on phones. */
export function UserActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const unsent = useOutboxEntries().length;
  const [warnOpen, setWarnOpen] = useState(false);
  const name = formatName(user.name);
  const isMenu = layout === 'menu';
  return (
    <div className={cn(isMenu ? 'space-y-1 px-3 py-3' : 'flex items-center gap-1')}>
      <p className={cn('flex items-center gap-2 text-sm text-slate-700', isMenu ? 'px-3 py-2 font-medium' : 'mr-2')}>
        <span className="flex size-7 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <UserRound className="size-4" aria-hidden />
        </span>
        <span className="truncate">{name}</span>
      </p>
      <HelpDialog
        trigger={
          <Button variant="ghost" size="sm" className={cn(isMenu && 'h-9 w-full justify-start px-3')}>
            <CircleHelp aria-hidden />
            Hilfe & Kontakt
          </Button>
        }
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={unsent > 0 ? () => setWarnOpen(true) : logout}
        isLoading={isLoggingOut}
        className={cn(isMenu && 'h-9 w-full justify-start px-3')}
      >
        {isLoggingOut ? null : <LogOut aria-hidden />}
        Abmelden
      </Button>
      {/* Entries waiting on this device stay there; only this user sees and sends them (decision 0390). */}
      <ConfirmDialog
        open={warnOpen}
        onOpenChange={setWarnOpen}
        title="Nicht synchronisierte Einträge"
        description={`${unsent === 1 ? 'Ein Eintrag ist' : `${unsent} Einträge sind`} noch nicht beim Server angekommen. ${unsent === 1 ? 'Er bleibt' : 'Sie bleiben'} auf diesem Gerät gespeichert und ${unsent === 1 ? 'wird' : 'werden'} erst gesendet, wenn Sie sich hier wieder anmelden.`}
        confirmLabel="Trotzdem abmelden"
        tone="danger"
        onConfirm={logout}
      />
    </div>
  );
}
