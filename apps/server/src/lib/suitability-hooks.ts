// What else happens, in the same transaction, when a machine receives a suitability proof. Machines
// are company-wide, so the projects affected are known only to the features that use machines
// (the recycled-material settings list them): such a feature adds a hook here that records the
// history entry in each of its projects and completes batches waiting for this proof
// (workflows.md "Analytics per batch").
import type { Transaction } from '../db/client.js';

export type SuitabilityAdded = {
  machineId: string;
  machineName: string;
  suitabilityId: string;
  grainSizeAndQuality: string;
  originatorId: string;
};
export type SuitabilityAddedHook = (tx: Transaction, event: SuitabilityAdded) => Promise<void>;

export const suitabilityAddedHooks: SuitabilityAddedHook[] = [];
