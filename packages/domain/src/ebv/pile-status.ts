// Wrecking-pile (Miete) states (spec part 2 §4) and their moves as data (workflows.md "Wrecking
// pile"). The rule table (permissions.ts) reads each move's `from` for its status condition, so
// "who may do what in which state" exists once; the server applies `to`, the web reads both.
import type { BadgeTone } from '../status.js';

export const wreckingPileStatuses = [
  'acceptance_control_open',
  'acceptance_control_pending',
  'acceptance_control_rejected',
  'approved_for_breaking',
  'breaking',
  'will_be_disposed',
] as const;
export type WreckingPileStatus = (typeof wreckingPileStatuses)[number];

export const wreckingPileStatusLabels: Record<WreckingPileStatus, string> = {
  acceptance_control_open: 'Annahmekontrolle offen',
  acceptance_control_pending: 'Annahmekontrolle wird geprüft',
  acceptance_control_rejected: 'Annahmekontrolle abgelehnt',
  approved_for_breaking: 'Freigegeben',
  breaking: 'Wird aufbereitet',
  will_be_disposed: 'Wird entsorgt',
};

export const wreckingPileStatusTones: Record<WreckingPileStatus, BadgeTone> = {
  acceptance_control_open: 'info',
  acceptance_control_pending: 'warning',
  acceptance_control_rejected: 'danger',
  approved_for_breaking: 'success',
  breaking: 'warning',
  will_be_disposed: 'danger',
};

/** Badge colour of a pile status; unknown values warn (spec part 2 §4). */
export const wreckingPileStatusTone = (status: string): BadgeTone =>
  (wreckingPileStatusTones as Record<string, BadgeTone | undefined>)[status] ?? 'warning';

/** Groups of the pile list (spec part 2 §2 "Wrecking pile list"), in display order. */
export const wreckingPileStatusGroups = [
  {
    key: 'acceptance',
    label: 'Annahmekontrolle & Freigabe',
    statuses: [
      'acceptance_control_open',
      'acceptance_control_rejected',
      'acceptance_control_pending',
      'approved_for_breaking',
    ],
  },
  { key: 'processing', label: 'Aufbereitung & Analytik', statuses: ['breaking'] },
  { key: 'disposal', label: 'Entsorgung', statuses: ['will_be_disposed'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly WreckingPileStatus[] }[];

/** Status of a new pile (workflows.md). */
export const initialWreckingPileStatus: WreckingPileStatus = 'acceptance_control_open';

export type WreckingPileAction =
  | 'edit'
  | 'createAcceptanceControl'
  | 'updateAcceptanceControl'
  | 'rejectAcceptanceControl'
  | 'release'
  | 'dispose'
  | 'addDisposalDocumentation'
  | 'captureBrokenMaterial'
  | 'createDeliveryNote';

export type WreckingPileMove = {
  /** The rule of permissions.ts that decides who may take the move. */
  rule: WreckingPileRuleName;
  /** Statuses in which the move is possible; the rule's status condition is exactly this list. */
  from: readonly WreckingPileStatus[];
  /** Status after the move; null keeps the status. */
  to: WreckingPileStatus | null;
};

/** Rule names of the pile moves (each is a key of `rules` in permissions.ts; a test checks it). */
export type WreckingPileRuleName =
  | 'editWreckingPile'
  | 'createAcceptanceControl'
  | 'editAcceptanceControl'
  | 'rejectAcceptanceControl'
  | 'releaseWreckingPile'
  | 'disposeWreckingPile'
  | 'editDisposalInformation'
  | 'captureBrokenMaterial'
  | 'createDeliveryNote';

const acceptanceControlStatuses = [
  'acceptance_control_open',
  'acceptance_control_pending',
  'acceptance_control_rejected',
] as const satisfies readonly WreckingPileStatus[];

export const wreckingPileMoves = {
  // Planning data may change until the pile is released or disposed (spec part 2 §6 "Edit pile").
  edit: { rule: 'editWreckingPile', from: acceptanceControlStatuses, to: null },
  createAcceptanceControl: {
    rule: 'createAcceptanceControl',
    from: ['acceptance_control_open'],
    to: 'acceptance_control_pending',
  },
  // An edited (also a rejected, corrected) control is checked again.
  updateAcceptanceControl: {
    rule: 'editAcceptanceControl',
    from: ['acceptance_control_pending', 'acceptance_control_rejected'],
    to: 'acceptance_control_pending',
  },
  rejectAcceptanceControl: {
    rule: 'rejectAcceptanceControl',
    from: ['acceptance_control_pending'],
    to: 'acceptance_control_rejected',
  },
  // Final; refused while the acceptance control reports visible asbestos (rule table).
  release: { rule: 'releaseWreckingPile', from: ['acceptance_control_pending'], to: 'approved_for_breaking' },
  // Final: afterwards only the disposal documentation may change.
  dispose: { rule: 'disposeWreckingPile', from: acceptanceControlStatuses, to: 'will_be_disposed' },
  addDisposalDocumentation: { rule: 'editDisposalInformation', from: ['will_be_disposed'], to: null },
  // The first capture starts processing (workflows.md "Wrecking pile").
  captureBrokenMaterial: {
    rule: 'captureBrokenMaterial',
    from: ['approved_for_breaking', 'breaking'],
    to: 'breaking',
  },
  createDeliveryNote: { rule: 'createDeliveryNote', from: ['approved_for_breaking', 'breaking'], to: null },
} as const satisfies Record<WreckingPileAction, WreckingPileMove>;

/** The approve screen ("Annahmekontrolle abschließen") offers these three moves. */
export const approvalMoves = [
  'release',
  'rejectAcceptanceControl',
  'dispose',
] as const satisfies readonly WreckingPileAction[];

export const isWreckingPileStatusIn = (status: string | undefined, statuses: readonly WreckingPileStatus[]): boolean =>
  status !== undefined && (statuses as readonly string[]).includes(status);
