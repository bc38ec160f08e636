// History event types (spec part 1 §2 "Activity history"; workflows.md "History"). Services record
// these names; the registry below turns a stored entry into its German text and link. Adding a
// type is one constant plus one registry line.
export const historyEventTypes = {
  // Platform (administration and projects)
  projectCreated: 'project.created',
  projectUpdated: 'project.updated',
  participantAdded: 'project.participant_added',
  participantRemoved: 'project.participant_removed',
  participantRolesChanged: 'project.participant_roles_changed',
  featureActivated: 'project.feature_activated',
  featureUpdated: 'project.feature_updated',
  suitabilityAdded: 'machine.suitability_added',
  // Issue 36: the records of installed material handed to the client or the landowner.
  projectHandedOver: 'project.handed_over',
  // Recycled material (part 2)
  announcementCreated: 'announcement.created',
  announcementSendingConfirmed: 'announcement.sending_confirmed',
  asbestosDocumentationAdded: 'asbestos_documentation.added',
  wreckingPileCreated: 'wrecking_pile.created',
  wreckingPileUpdated: 'wrecking_pile.updated',
  acceptanceControlCreated: 'wrecking_pile.acceptance_control_created',
  acceptanceControlUpdated: 'wrecking_pile.acceptance_control_updated',
  acceptanceControlRejected: 'wrecking_pile.acceptance_control_rejected',
  wreckingPileApprovedForBreaking: 'wrecking_pile.approved_for_breaking',
  wreckingPileMarkedForDisposal: 'wrecking_pile.marked_for_disposal',
  wreckingPileDisposalDocumented: 'wrecking_pile.disposal_documented',
  processedMaterialCaptured: 'wrecking_pile.processed_material_captured',
  batchLocationDocumented: 'batch.location_documented',
  batchSamplingConfirmed: 'batch.sampling_confirmed',
  batchAnalyticSet: 'batch.analytic_set',
  batchAnalyticSetAgainstComputation: 'batch.analytic_set_against_computation',
  batchConfirmed: 'batch.confirmed',
  batchRestarted: 'batch.restarted',
  batchMarkedForDisposal: 'batch.marked_for_disposal',
  batchDisposalDocumented: 'batch.disposal_documented',
  deliveryNoteCreated: 'delivery_note.created',
  // Soil installation (part 3)
  orderCreated: 'order.created',
  orderUpdated: 'order.updated',
  orderApproved: 'order.approved',
  orderRejected: 'order.rejected',
  orderDeactivated: 'order.deactivated',
  orderActivated: 'order.activated',
  orderAlmostFullyDelivered: 'order.almost_fully_delivered',
  ebvCoverSheetGenerated: 'ebv_compliance.cover_sheet_generated',
  ebvBulkDensitiesUpdated: 'ebv_compliance.bulk_densities_updated',
  ebvNoticeGenerated: 'ebv_compliance.notice_generated',
  ebvNoticeSent: 'ebv_compliance.notice_sent',
  deliveryRecorded: 'order.delivery_recorded',
  mountingDocumentationCreated: 'mounting_documentation.created',
  mountingDocumentationUpdated: 'mounting_documentation.updated',
  dynamicLoadTestRecorded: 'dynamic_load_analysis.created',
  dynamicLoadTestUpdated: 'dynamic_load_analysis.updated',
  staticLoadTestRecorded: 'static_load_analysis.created',
  staticLoadTestUpdated: 'static_load_analysis.updated',
} as const;

export type HistoryEventType = (typeof historyEventTypes)[keyof typeof historyEventTypes];
