import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { analyzeCv } from '#src/modules/career/review-service';
import { isAppError } from '#src/lib/app-error';
import type { Expectation } from '#test/fixtures/cvs/expectations';
import { defined } from '@masar/contracts/defined';

const DIR = new URL('../../fixtures/cvs/', import.meta.url);
const EXPECTED: Expectation[] = JSON.parse(readFileSync(new URL('expected.json', DIR), 'utf8'));
const file = (name: string) => readFileSync(new URL(`files/${name}`, DIR));
const digits = (s: string) => s.replace(/\D/g, '');

describe('CV corpus: parsing and scoring (fixtures/cvs, built by build.ts)', () => {
  it('covers both languages, both formats and both layouts, at least 20 CVs', () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(20);
    for (const language of ['ar', 'en'] as const) {
      for (const format of ['pdf', 'docx'] as const) {
        for (const columns of [1, 2] as const) {
          expect(
            EXPECTED.some((e) => e.language === language && e.format === format && e.columns === columns),
            `${language} ${format} ${columns} columns`,
          ).toBe(true);
        }
      }
    }
  });

  for (const e of EXPECTED) {
    it(`${e.file}: reads what was written and scores ${e.quality} (${e.scoreRange.join('-')})`, async () => {
      const { parsed, score, parts } = await analyzeCv(file(e.file), e.format);
      const { data } = parsed;
      expect(parsed.language).toBe(e.language);
      expect(parsed.columns).toBe(e.columns);
      expect({ name: data.name, email: data.email, phone: digits(data.phone), jobTitle: data.jobTitle }).toEqual({
        name: e.parse.name,
        email: e.parse.email,
        phone: e.parse.phoneDigits,
        jobTitle: e.parse.jobTitle,
      });
      expect([...new Set(parsed.sections.map((s) => s.kind))].sort()).toEqual([...e.parse.sections].sort());
      expect(
        data.experience.map((x) => ({
          jobTitle: x.jobTitle,
          company: x.company,
          from: x.from,
          to: x.to,
          stillWorking: x.stillWorking,
          bullets: x.description.split('\n').filter(Boolean).length,
        })),
      ).toEqual(e.parse.experience);
      expect(data.education.map((x) => ({ degree: x.degree, institute: x.institute }))).toEqual(e.parse.education);
      expect([...data.skills].sort()).toEqual([...e.parse.skills].sort());
      expect(data.languages).toHaveLength(e.parse.languages);
      expect(score).toBeGreaterThanOrEqual(e.scoreRange[0]);
      expect(score).toBeLessThanOrEqual(e.scoreRange[1]);
      // every point lost names its line (or the whole CV) and a reason code
      for (const part of parts) {
        expect(part.score).toBe(25 - part.deductions.reduce((sum, d) => sum + d.points, 0));
        for (const d of part.deductions) {
          expect(d.code).toMatch(/^[a-zA-Z]+$/);
          if (d.line !== null) expect(defined(parsed.lines[d.line - 1]).startsWith(d.excerpt.slice(0, 40))).toBe(true);
        }
      }
    });
  }

  it('gives the same file the same score and deductions every time', async () => {
    const name = defined(EXPECTED.find((e) => e.language === 'ar' && e.format === 'pdf')).file;
    const first = await analyzeCv(file(name), 'pdf');
    const second = await analyzeCv(file(name), 'pdf');
    expect(second.score).toBe(first.score);
    expect(second.parts).toEqual(first.parts);
    expect(second.textHash).toBe(first.textHash);
  });

  it('scores the same person alike in PDF and DOCX, and strong CVs above weak ones', async () => {
    const scores = new Map<string, number[]>();
    for (const e of EXPECTED) {
      const person = e.file.replace(/-\dcol\.(pdf|docx)$/, '');
      scores.set(person, [...(scores.get(person) ?? []), (await analyzeCv(file(e.file), e.format)).score]);
    }
    for (const [person, values] of scores)
      expect(Math.max(...values) - Math.min(...values), person).toBeLessThanOrEqual(8);
    const mean = (q: string) => {
      const xs = EXPECTED.filter((e) => e.quality === q).map((e) =>
        defined(defined(scores.get(e.file.replace(/-\dcol\.(pdf|docx)$/, '')))[0]),
      );
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(mean('strong')).toBeGreaterThan(mean('medium'));
    expect(mean('medium')).toBeGreaterThan(mean('weak'));
  });

  it('finds the intended faults of the weak CVs: weak openers, clichés, missing figures, spelling', async () => {
    const en = await analyzeCv(file('en-marketing-weak-1col.pdf'), 'pdf');
    const codes = en.parts.flatMap((p) => p.deductions.map((d) => d.code));
    expect(codes).toEqual(
      expect.arrayContaining(['weakOpening', 'cliche', 'firstPerson', 'noMetric', 'fewMetrics', 'spelling', 'grammar']),
    );
    const spelling = defined(defined(en.parts[0]).deductions.find((d) => d.code === 'spelling'));
    expect(spelling.params).toMatchObject({ word: 'experince', suggestion: 'experience' });
    const ar = await analyzeCv(file('ar-marketing-weak-1col.docx'), 'docx');
    const arCodes = ar.parts.flatMap((p) => p.deductions.map((d) => d.code));
    expect(arCodes).toEqual(expect.arrayContaining(['weakOpening', 'cliche', 'firstPerson', 'noMetric']));
    expect(
      defined(defined(ar.parts.find((p) => p.part === 'achievements')).deductions.find((d) => d.code === 'weakOpening'))
        .excerpt,
    ).toContain('مسؤول عن');
  });

  it('refuses a scanned PDF with no text layer as such where OCR is not available', async () => {
    vi.stubEnv('CAREER_OCR', 'off');
    const error = await analyzeCv(file('scanned-en.pdf'), 'pdf').catch((e: unknown) => e);
    vi.unstubAllEnvs();
    expect(isAppError(error) && error.code).toBe('VALIDATION_FAILED');
    expect(isAppError(error) && error.localize?.('en').details).toMatchObject({ reason: 'noText' });
  });
});
