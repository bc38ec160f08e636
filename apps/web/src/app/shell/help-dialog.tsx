import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SupportEmailLink } from '@/components/support-email-link';

/** "Hilfe & Kontakt": where to turn with questions (spec part 1 "Shell"). */
export function HelpDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog
      trigger={trigger}
      title="Hilfe & Kontakt"
      footer={
        <Button variant="secondary" asChild>
          <a href="/data-privacy-policy" target="_blank" rel="noreferrer">
            Datenschutzerklärung
          </a>
        </Button>
      }
    >
      <div className="flex gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Mail className="size-4" aria-hidden />
        </div>
        <p className="leading-relaxed">
          Sie haben Fragen zur Baustellendoku, benötigen Zugang zu einem Projekt oder haben einen Fehler entdeckt?
          Wenden Sie sich bitte mit Ihrer Frage an <SupportEmailLink />. Nennen Sie dabei nach Möglichkeit das Projekt
          und die Seite, um die es geht.
        </p>
      </div>
    </Dialog>
  );
}
