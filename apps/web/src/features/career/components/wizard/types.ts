import type { TDataPatch, TSaveStatus } from '../../hooks/use-draft-saver';

/** What a step needs of the draft saver. */
export type TStepSaver = { save: (patch: TDataPatch) => Promise<unknown>; status: TSaveStatus };
