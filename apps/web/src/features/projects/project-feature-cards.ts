// The two project features as the administration screens present them (spec part 1 "Projects").
import type { Feature } from '@baustellendoku/domain';
import { paths } from '@/lib/paths';

export type FeatureCard = {
  feature: Feature;
  title: string;
  description: string;
  /** The feature's settings page: activation form when off, edit form when on. */
  settingsPath: (projectId: string) => string;
  settingsLinkLabel: string;
};

export const featureCards: readonly FeatureCard[] = [
  {
    feature: 'ebv',
    title: 'Ersatzbaustoff-Dokumentation',
    description:
      'Baustellenanzeigen, Asbestfreiheit, Bauschutt-Mieten, Chargen mit Probenahme und Analytik sowie Lieferscheine für aufbereitetes Material.',
    settingsPath: (projectId) => paths.editEbvFeature(projectId),
    settingsLinkLabel: 'Einstellungen Ersatzbaustoffe',
  },
  {
    feature: 'mounting-documentation',
    title: 'Bodeneinbau-Dokumentationen',
    description:
      'Bestellungen und Anlieferungen von Boden, Einbaudokumentation mit Kalkung sowie dynamische und statische Plattendruckversuche.',
    settingsPath: (projectId) => paths.editMountingDocumentationFeature(projectId),
    settingsLinkLabel: 'Einstellungen Bodeneinbau',
  },
];
