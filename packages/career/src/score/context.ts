import type { TParsedResume } from '@masar/contracts';
import { findEmail, findPhone, findUrls } from '../parse/contact';
import { isBullet, isUnmarkedAchievement } from '../parse/entries';
import { detectLanguage } from '../text/normalize';
import type { LineInfo } from './types';

/** Per line of the extracted text: its section, and whether it is a heading, a bullet or contact details. */
export function lineInfo(parsed: TParsedResume): LineInfo[] {
  const headings = new Map(parsed.sections.map((s) => [s.line - 1, s.kind]));
  let section: LineInfo['section'] = 'preamble';
  return parsed.lines.map((text, index) => {
    const kind = headings.get(index);
    if (kind) section = kind;
    return {
      index,
      text,
      section,
      heading: kind !== undefined,
      // under experience and projects, an achievement whose list mark did not come through counts as one
      bullet: isBullet(text) || ((section === 'experience' || section === 'projects') && isUnmarkedAchievement(text)),
      contact: Boolean(findEmail(text) || findPhone(text) || findUrls(text).length),
      language: detectLanguage(text),
    };
  });
}
