import type { TParsedResume, TResumeData } from '@masar/contracts';
import { ZResumeData } from '@masar/contracts';
import { detectLanguage } from '../text/normalize';
import { repairArtefacts } from './artefacts';
import { absoluteUrl, findEmail, findPhone, findUrls, siteName } from './contact';
import { findDateRange } from './dates';
import { isBullet, listItems, parseCertifications, parseEducation, parseExperience, stripBullet } from './entries';
import type { ExtractedText } from './extracted';
import { headingKind } from './headings';
import { parseLanguages } from './languages';
import { sanitizeResumeData } from './sanitize';
import { defined } from '@masar/contracts/defined';

type Section = TParsedResume['sections'][number];

/** Lines under each heading (the heading itself excluded); `preamble` is what comes before the first. */
function splitSections(lines: string[]): { preamble: string[]; sections: Section[]; bodies: Map<Section, string[]> } {
  const preamble: string[] = [];
  const sections: Section[] = [];
  const bodies = new Map<Section, string[]>();
  let current: string[] = preamble;
  lines.forEach((line, index) => {
    const kind = headingKind(line);
    if (kind) {
      const section: Section = { kind, heading: line, line: index + 1 };
      sections.push(section);
      current = [];
      bodies.set(section, current);
    } else current.push(line);
  });
  return { preamble, sections, bodies };
}

const isContactLine = (line: string) => Boolean(findEmail(line) || findPhone(line) || findUrls(line).length);
const looksLikeName = (line: string) => {
  const parts = line.split(/\s+/);
  return (
    parts.length >= 2 &&
    parts.length <= 6 &&
    line.length <= 60 &&
    !/[\d@:|]/.test(line) &&
    /^[\p{L}\s.'-]+$/u.test(line)
  );
};

/**
 * The lines of a skills section that list skills: not contact lines, and in a bulleted list not the
 * unbulleted «label: value» lines after it («تاريخ الميلاد: 1998/3/15» that had no heading of its own).
 */
function skillLines(body: string[]): string[] {
  const lines = body.filter((l) => !isContactLine(l));
  const bulleted = lines.filter(isBullet).length >= lines.length / 2;
  return bulleted ? lines.filter((l) => isBullet(l) || !/[:：]/.test(l)) : lines;
}

/** Turns extracted lines into the fields of a CV (SPEC section 3), as well as they can be read. */
export function parseResume(extracted: ExtractedText): TParsedResume {
  // the repaired lines are the ones shown back to the learner; extraction may have repaired them already
  const lines = extracted.lines.map(repairArtefacts);
  const { preamble, sections, bodies } = splitSections(lines);
  const data: TResumeData = ZResumeData.parse({});

  for (const line of lines) {
    data.email ||= findEmail(line)?.toLowerCase() ?? '';
    data.phone ||= findPhone(line) ?? '';
    for (const url of findUrls(line)) {
      if (data.links.length < 10 && !data.links.some((l) => l.url === absoluteUrl(url)))
        data.links.push({ website: siteName(url), url: absoluteUrl(url) });
    }
  }

  // the preamble: name, then title, contact lines, maybe an unlabelled summary
  const headerLines = preamble.filter((l) => !isContactLine(l));
  const nameIndex = headerLines.findIndex(looksLikeName);
  if (nameIndex >= 0) data.name = defined(headerLines[nameIndex]).slice(0, 100);
  const afterName = headerLines.slice(nameIndex + 1);
  const title = afterName.find((l) => l.split(/\s+/).length <= 8 && !findDateRange(l) && !/[.!؟?]$/.test(l));
  if (title) data.jobTitle = title.replace(/^[|•\s-]+|[|•\s-]+$/g, '').slice(0, 120);
  const longPreamble = afterName.filter((l) => l !== title && l.split(/\s+/).length > 8);
  const address = afterName.find(
    (l) => l !== title && l.split(/\s+/).length <= 8 && /[,،]/.test(l) && !findDateRange(l),
  );
  if (address) data.address = address.slice(0, 200);

  const summaryLines: string[] = [...longPreamble];
  for (const section of sections) {
    const body = bodies.get(section) ?? [];
    switch (section.kind) {
      case 'summary':
        summaryLines.push(...body.filter((l) => !isContactLine(l)));
        break;
      case 'experience':
        data.experience.push(...parseExperience(body));
        break;
      case 'education':
        data.education.push(...parseEducation(body));
        break;
      case 'skills':
        data.skills.push(...listItems(skillLines(body)));
        break;
      case 'certifications':
        data.certifications.push(...parseCertifications(body));
        break;
      case 'languages':
        data.languages.push(...parseLanguages(body));
        break;
      // links are collected from every line above; projects and other sections are not kept
      case 'links':
      case 'projects':
      case 'other':
        break;
    }
  }
  data.summary = summaryLines
    .map((l) => (isBullet(l) ? stripBullet(l) : l))
    .join(' ')
    .slice(0, 2000);
  data.skills = [...new Set(data.skills)].slice(0, 100);
  data.experience = data.experience.slice(0, 30);
  data.education = data.education.slice(0, 20);
  data.certifications = data.certifications.slice(0, 30);
  data.languages = data.languages.slice(0, 20);

  return {
    language: detectLanguage(lines.join(' ')),
    pages: extracted.pages,
    columns: extracted.columns,
    sections,
    data: sanitizeResumeData(data),
    lines,
  };
}
