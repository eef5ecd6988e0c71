import type { TOutlineLecture } from '@masar/contracts';
import type { TOutlineOp } from '../api/outline';

export type TOutlineNodeKind = 'unit' | 'section' | 'lecture';

/** What the outline's parts ask of the editor that holds the dialogs and runs the calls. */
export type TOutlineController = {
  /** a call is running: moves wait for it, so two never race */
  busy: boolean;
  /** runs one edit; a failure is shown as a toast and answers false */
  run: (op: TOutlineOp) => Promise<boolean>;
  askDelete: (target: { kind: TOutlineNodeKind; id: string; title: string }) => void;
  openLecture: (target: { sectionId: string; lecture?: TOutlineLecture }) => void;
};
