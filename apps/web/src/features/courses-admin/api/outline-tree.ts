import type { TCourseDetails, TOutlineLecture, TOutlineSection, TOutlineUnit } from '@masar/contracts';

type TNode = { _id: string; position: number };

/** Siblings in order with 0-based positions again (the API shifts them the same way). */
const renumber = <T extends TNode>(nodes: T[]): T[] =>
  nodes.map((node, position) => (node.position === position ? node : { ...node, position }));

/** Moves the node to `position` among its siblings; a missing node leaves the list as it is. */
export function moveNode<T extends TNode>(nodes: T[], id: string, position: number): T[] {
  const from = nodes.findIndex((node) => node._id === id);
  const node = nodes[from]; // undefined when it is missing (from is -1)
  if (node === undefined) return nodes;
  const next = nodes.filter((_, index) => index !== from);
  next.splice(Math.max(0, Math.min(position, next.length)), 0, node);
  return renumber(next);
}

export function insertNode<T extends TNode>(nodes: T[], node: T): T[] {
  return renumber([...nodes.filter((n) => n._id !== node._id), node]);
}

export function removeNode<T extends TNode>(nodes: T[], id: string): T[] {
  return renumber(nodes.filter((node) => node._id !== id));
}

export function patchNode<T extends TNode>(nodes: T[], id: string, patch: Partial<T>): T[] {
  const { position, ...rest } = patch;
  const patched = nodes.map((node) => (node._id === id ? { ...node, ...rest } : node));
  return position === undefined ? patched : moveNode(patched, id, position);
}

type TTree = Pick<TCourseDetails, 'units'>;

export function mapUnits<C extends TTree>(course: C, fn: (units: TOutlineUnit[]) => TOutlineUnit[]): C {
  return { ...course, units: fn(course.units) };
}

export function mapSections<C extends TTree>(
  course: C,
  fn: (sections: TOutlineSection[], unit: TOutlineUnit) => TOutlineSection[],
): C {
  return mapUnits(course, (units) => units.map((unit) => ({ ...unit, sections: fn(unit.sections, unit) })));
}

export function mapLectures<C extends TTree>(
  course: C,
  fn: (lectures: TOutlineLecture[], section: TOutlineSection) => TOutlineLecture[],
): C {
  return mapSections(course, (sections) =>
    sections.map((section) => ({ ...section, lectures: fn(section.lectures, section) })),
  );
}

/** Where a lecture lives now: its section and its index there. */
export function findLecture(
  course: TTree,
  id: string,
): { section: TOutlineSection; index: number; lecture: TOutlineLecture } | null {
  for (const unit of course.units) {
    for (const section of unit.sections) {
      const index = section.lectures.findIndex((lecture) => lecture._id === id);
      const lecture = section.lectures[index];
      if (lecture) return { section, index, lecture };
    }
  }
  return null;
}
