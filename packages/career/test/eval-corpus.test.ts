import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_CAUSES } from '../eval/findings';
import { CV_LANGUAGES, FORMATS, LAYOUT_TAGS, TIERS, ZTruth, type Truth } from '../eval/truth';

// The labelled corpus of `npm run career:eval` (eval/build.ts writes it): its shape, not the engine's figures.
const CORPUS = path.join(import.meta.dirname, '../eval/corpus');
const files = readdirSync(CORPUS);
const truths: Truth[] = files
  .filter((f) => f.endsWith('.truth.json'))
  .map((f) => ZTruth.parse(JSON.parse(readFileSync(path.join(CORPUS, f), 'utf8'))));

describe('career evaluation corpus', () => {
  it('has at least 40 CVs, each with a valid truth file', () => {
    const cvs = files.filter((f) => /\.(pdf|docx)$/.test(f));
    expect(cvs.length).toBeGreaterThanOrEqual(40);
    for (const cv of cvs) expect(files, cv).toContain(cv.replace(/\.(pdf|docx)$/, '.truth.json'));
    for (const t of truths) {
      expect(existsSync(path.join(CORPUS, t.file)), t.file).toBe(true);
      expect(`${t.id}.${t.format}`).toBe(t.file);
    }
  });

  it('holds every language, format and layout, and three CVs of each tier per language', () => {
    for (const format of FORMATS)
      expect(
        truths.some((t) => t.format === format),
        format,
      ).toBe(true);
    for (const tag of LAYOUT_TAGS)
      expect(
        truths.some((t) => t.layout.includes(tag)),
        tag,
      ).toBe(true);
    for (const language of CV_LANGUAGES)
      for (const tier of TIERS)
        expect(
          truths.filter((t) => t.language === language && t.tier === tier).length,
          `${language} ${tier}`,
        ).toBeGreaterThanOrEqual(3);
    for (const language of ['ar', 'en'])
      expect(truths.filter((t) => t.language === language && t.layout.includes('scanned')).length).toBeGreaterThan(0);
  });

  it('labels findings on both sides, never one code on both', () => {
    for (const t of truths) {
      expect(
        t.findings.expected.filter((c) => t.findings.wrong.includes(c)),
        t.id,
      ).toEqual([]);
      expect(t.findings.wrong.length, t.id).toBeGreaterThan(0);
    }
    // an ATS-hostile layout expects its cause
    for (const t of truths)
      for (const tag of t.layout) {
        const cause = LAYOUT_CAUSES[tag];
        if (cause) expect(t.findings.expected, `${t.id} ${tag}`).toContain(cause);
      }
    // a strong CV is labelled clean where it is: dated, described jobs opened by verbs, no misspellings
    for (const t of truths.filter((x) => x.tier === 'strong'))
      for (const code of ['entryWithoutDates', 'emptyExperience', 'noActionVerb', 'spelling'])
        expect(t.findings.wrong, `${t.id} ${code}`).toContain(code);
  });
});
