import { LAYOUT_CAUSES } from '../findings';
import type { Evaluated } from './evaluated';
import { emittedCodes } from './evaluated';
import { ratio, table } from './table';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface FindingsFigures {
  overall: Counts & { precision: number; recall: number };
  byCode: Record<string, Counts & { precision: number; recall: number }>;
  byTier: Record<string, Counts & { precision: number; recall: number }>;
  /** per CV: the false and the missed findings, for whoever fixes them */
  errors: { id: string; falsePositives: string[]; missed: string[] }[];
}

const withRates = (c: Counts) => ({ ...c, precision: ratio(c.tp, c.tp + c.fp), recall: ratio(c.tp, c.tp + c.fn) });

/** TP = emitted ∩ expected, FP = emitted ∩ wrong, FN = expected − emitted; per CV, counted by code. */
export function findingsFigures(all: Evaluated[]): FindingsFigures {
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  const byCode = new Map<string, Counts>();
  const byTier = new Map<string, Counts>();
  const errors: FindingsFigures['errors'] = [];
  const bump = (map: Map<string, Counts>, key: string, field: keyof Counts) => {
    const c = map.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    c[field] += 1;
    map.set(key, c);
  };
  for (const e of all) {
    const emitted = emittedCodes(e);
    const { expected, wrong } = e.truth.findings;
    const count = (code: string, field: keyof Counts) => {
      total[field] += 1;
      bump(byCode, code, field);
      bump(byTier, e.truth.tier, field);
    };
    for (const code of expected) count(code, emitted.has(code) ? 'tp' : 'fn');
    const falsePositives = wrong.filter((c) => emitted.has(c));
    for (const code of falsePositives) count(code, 'fp');
    const missed = expected.filter((c) => !emitted.has(c));
    if (falsePositives.length || missed.length) errors.push({ id: e.truth.id, falsePositives, missed });
  }
  const rates = (map: Map<string, Counts>) =>
    Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([k, c]) => [k, withRates(c)]));
  return { overall: withRates(total), byCode: rates(byCode), byTier: rates(byTier), errors };
}

export function printFindings(f: FindingsFigures): string {
  const row = (name: string, c: Counts & { precision: number; recall: number }) => [
    name,
    c.tp,
    c.fp,
    c.fn,
    c.precision,
    c.recall,
  ];
  const headers = ['finding', 'TP', 'FP', 'FN', 'precision', 'recall'];
  return [
    table('Findings by kind (TP emitted∩expected, FP emitted∩wrong, FN expected−emitted)', headers, [
      ...Object.entries(f.byCode).map(([k, c]) => row(k, c)),
      row('ALL', f.overall),
    ]),
    table(
      'Findings by tier',
      ['tier', ...headers.slice(1)],
      Object.entries(f.byTier).map(([k, c]) => row(k, c)),
    ),
    table(
      'Wrong and missed findings per CV',
      ['cv', 'false (emitted, labelled wrong)', 'missed (expected, not emitted)'],
      f.errors.map((e) => [e.id, e.falsePositives.join(' ') || '–', e.missed.join(' ') || '–']),
    ),
  ].join('\n');
}

export interface HostileRow {
  id: string;
  causes: string[];
  flagged: boolean;
  emitted: string[];
}

/** Each ATS-hostile CV and whether its real cause was reported (a scan: whether it was read by OCR). */
export function hostileFigures(all: Evaluated[]): HostileRow[] {
  const rows: HostileRow[] = [];
  for (const e of all) {
    const causes = e.truth.layout.flatMap((t) => LAYOUT_CAUSES[t] ?? (t === 'scanned' ? 'readByOcr' : []));
    if (causes.length === 0) continue;
    const emitted = emittedCodes(e);
    const hit = (c: string) => (c === 'readByOcr' ? e.ocr !== undefined : emitted.has(c));
    rows.push({
      id: e.truth.id,
      causes: [...new Set(causes)],
      flagged: causes.every(hit),
      emitted: [...emitted].filter((c) => !['noMetric', 'noActionVerb'].includes(c)).sort(),
    });
  }
  return rows;
}

export const printHostile = (rows: HostileRow[]) =>
  table(
    `ATS-hostile CVs: ${rows.filter((r) => r.flagged).length} of ${rows.length} flagged with their cause`,
    ['cv', 'cause', 'flagged', 'emitted codes'],
    rows.map((r) => [r.id, r.causes.join(' '), r.flagged ? 'yes' : 'NO', r.emitted.join(' ')]),
  );
