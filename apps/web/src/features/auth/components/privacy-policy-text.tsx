import type { ReactNode } from 'react';
import { SupportEmailLink } from '@/components/support-email-link';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="space-y-2 text-[15px] leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** The privacy policy (spec: access logs ≤ 7 days, cookie-consent platform, user rights, contacts). */
export function PrivacyPolicyText() {
  return (
    <div className="space-y-6">
      <Section title="1. Verantwortliche Stelle und Kontakt">
        <p>
          Verantwortlich für die Verarbeitung personenbezogener Daten in der Baustellendoku ist das Unternehmen, das
          diese Anwendung betreibt und Ihnen den Zugang eingerichtet hat. Fragen zum Datenschutz, zu Ihren Rechten oder
          zu dieser Erklärung richten Sie bitte an <SupportEmailLink />. Wir leiten Ihr Anliegen bei Bedarf an unsere
          Datenschutzbeauftragte bzw. unseren Datenschutzbeauftragten weiter.
        </p>
      </Section>
      <Section title="2. Zweck der Anwendung">
        <p>
          Die Baustellendoku dient der Dokumentation von Ersatzbaustoffen, Bodeneinbau und Plattendruckversuchen auf
          Baustellen. Wir verarbeiten Ihre Daten, um Ihnen den Zugang zu den Projekten zu ermöglichen, denen Sie
          zugeordnet sind, und um nachvollziehbar festzuhalten, wer welche Angaben erfasst, geprüft oder freigegeben hat
          (Art. 6 Abs. 1 lit. b, c und f DSGVO).
        </p>
      </Section>
      <Section title="3. Welche Daten wir verarbeiten">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Stammdaten: Vor- und Nachname, E-Mail-Adresse, Projektrollen; bei Gutachterinnen und Gutachtern zusätzlich
            Firma, Anschrift, Telefon und Akkreditierung.
          </li>
          <li>
            Inhaltsdaten: Ihre Eingaben in Projekten, hochgeladene Dokumente und Fotos sowie der Verlauf der Änderungen
            mit Datum und Urheber.
          </li>
          <li>
            Anmeldedaten: Sitzungskennung, Zeitpunkt der letzten Anmeldung und bei Gast-Zugängen die angeforderten
            Anmelde-Links.
          </li>
        </ul>
      </Section>
      <Section title="4. Zugriffsprotokolle">
        <p>
          Bei jedem Aufruf speichert der Server technische Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Adresse,
          Statuscode, Browserkennung). Sie dienen ausschließlich dem sicheren Betrieb und der Fehlersuche und werden{' '}
          <strong>höchstens 7 Tage</strong> aufbewahrt und danach automatisch gelöscht.
        </p>
      </Section>
      <Section title="5. Cookies und Einwilligungen">
        <p>
          Für die Anmeldung setzt die Anwendung ein technisch notwendiges Sitzungs-Cookie; ohne dieses ist eine Nutzung
          nicht möglich. Darüber hinaus werden Einwilligungen in optionale Dienste (z. B. Kartendienste) über eine
          Consent-Management-Plattform eingeholt und dokumentiert. Dort können Sie Ihre Auswahl jederzeit einsehen und
          mit Wirkung für die Zukunft widerrufen. In Ihrem Browser gespeichert werden außerdem Ihr Anmeldestatus und die
          zuletzt aufgerufene Adresse, damit Sie nach der Anmeldung dort weiterarbeiten können.
        </p>
      </Section>
      <Section title="6. Empfänger und Speicherdauer">
        <p>
          Ihre Daten sehen nur Personen, die demselben Projekt zugeordnet sind, sowie die Administration. Projektdaten
          und ihr Verlauf werden so lange aufbewahrt, wie gesetzliche Nachweis- und Aufbewahrungspflichten (z. B. nach
          der Ersatzbaustoffverordnung) es verlangen. E-Mails versenden wir über unseren Mailserver;
          Hosting-Dienstleister verarbeiten Daten nur in unserem Auftrag (Art. 28 DSGVO).
        </p>
      </Section>
      <Section title="7. Ihre Rechte">
        <p>Sie haben jederzeit das Recht auf</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>
            Löschung oder Einschränkung der Verarbeitung, soweit keine Aufbewahrungspflicht entgegensteht (Art. 17, 18
            DSGVO),
          </li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO) und</li>
          <li>Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).</li>
        </ul>
        <p>Eine formlose Nachricht an die oben genannte Adresse genügt.</p>
      </Section>
    </div>
  );
}
