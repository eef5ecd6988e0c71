import type { TResumeData } from '@masar/contracts';
import { foldForMatch } from '../text/normalize';
import { findDateRange } from './dates';
import { opensWeakly, opensWithStrongVerb } from '../text/verbs';
import { defined } from '@masar/contracts/defined';

type Experience = TResumeData['experience'][number];
type Education = TResumeData['education'][number];

const BULLET = /^\s*(?:[•●▪◦‣∙·*–—-]|\d{1,2}[.)])\s+/;
/**
 * A dash that opens a short dated line is a date range's dash that right-to-left extraction moved
 * ("– Marketing Assistant – Ooredoo | 2022 حتى الآن"): that line heads a job, it is no bullet.
 */
const isMovedDash = (line: string) =>
  /^\s*[–—-]\s/.test(line) && line.split(/\s+/).length <= 14 && findDateRange(line) !== undefined;
export const isBullet = (line: string) => BULLET.test(line) && !isMovedDash(line);

/**
 * An achievement whose list mark did not come through (a printed HTML list draws its bullets):
 * a line of three words or more that opens with an action verb ("Audited 40 accounts", «دققت
 * حسابات ٤٠ عميلًا»), a duty ("Responsible for…", «مسؤول عن…») or a verb in -ing ("Teaching
 * English to…"), and names no title, employer, place or dates, as a job heading would.
 */
export const isUnmarkedAchievement = (line: string) =>
  !BULLET.test(line) &&
  line.split(/\s+/).length >= 3 &&
  (opensWithStrongVerb(line) ||
    opensWeakly(line) ||
    (/^[A-Z][a-z]+ing\s/.test(line) && line.split(/\s+/).length >= 4)) &&
  // a short or separated line naming a title or employer heads a job ("Certified Public Accountant",
  // "Licensed Practical Nurse — Al Noor Hospital"); a sentence may name them in passing
  !(
    (line.split(/\s+/).length <= 5 || /\s[|–—@]\s/.test(line)) &&
    (TITLE_WORDS.test(line) || COMPANY_MARKERS.test(line))
  ) &&
  !LOCATION_WORDS.test(line.split(/[,،|]/)[0]?.trim() ?? '') &&
  !findDateRange(line);

/** A line of an entry's body: a bullet, an unmarked achievement, or a sentence too long to head an entry. */
export const isBodyLine = (line: string) =>
  isBullet(line) || isUnmarkedAchievement(line) || line.split(/\s+/).length > 14;
export const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** Separators between a job title and its employer on one line ("Engineer — Vodafone", "Engineer at Vodafone"). */
const HEADER_SPLIT = /\s+(?:—|–|-|\||@|at|لدى|في|بشركة)\s+|\s*[|—–]\s*/u;
/** Certificates: an en dash belongs to the name ("Developer – Associate"). */
const CERT_SPLIT = /\s*[—|]\s*/u;
/** The same, with commas: "Engineer, Vodafone". Not for degrees ("Bachelor of Commerce, Accounting"). */
const HEADER_SPLIT_COMMA = /\s+(?:—|–|-|\||@|at|لدى|في|بشركة)\s+|\s*[|—–،,]\s*/u;

export const COMPANY_MARKERS =
  /\b(inc|llc|ltd|limited|co|corp|corporation|company|group|bank|solutions|technologies|systems|labs|agency|holding|consulting|university|hospital|ministry)\b|شركة|بنك|مجموعة|مؤسسة|وزارة|مستشفى|مستشفي|جامعة|هيئة|وكالة/i;
/** Words of job titles, to tell the title from the employer when neither names a company. */
const ARABIC_TITLES =
  'مهندس|مطور|مبرمج|مدير|محلل|أخصائي|اخصائي|مصمم|محاسب|مستشار|مسؤول|مسئول|رئيس|قائد|متدرب|مساعد|منسق|ممثل|مشرف|فني|معلم|مدرس|ممرض|صيدلي|صيدلاني|موظف|باحث|كاتب|خبير|استشاري|مندوب|أمين|سكرتير|بائع|كاشير|طبيب|محامي|مترجم';
/** Words of job titles, whole words (with the feminine ending), to tell the title from the employer. */
export const TITLE_WORDS = new RegExp(
  `\\b(engineer|developer|manager|analyst|specialist|designer|accountant|consultant|officer|director|lead|head|intern|trainee|assistant|coordinator|executive|representative|agent|administrator|architect|scientist|supervisor|technician|teacher|nurse|pharmacist|associate|sales|marketing|support|senior|junior|clerk|cashier|receptionist|secretary|driver|writer|editor|auditor|advisor|adviser|instructor|trainer|tutor)\\b|(?:^|\\s)(?:ال)?(?:${ARABIC_TITLES})(?:ة|ه)?(?=\\s|$)`,
  'iu',
);
const LOCATION_WORDS =
  /^(cairo|giza|alexandria|riyadh|jeddah|dammam|dubai|abu dhabi|doha|kuwait|manama|muscat|remote|القاهرة|القاهره|الجيزة|الجيزه|الإسكندرية|الاسكندرية|الرياض|جدة|جده|الدمام|دبي|أبوظبي|ابوظبي|الدوحة|الدوحه|الكويت|المنامة|مسقط|عن بعد)(\s*[,،].*)?$/i;

interface Block {
  header: string[];
  body: string[];
}

/** Splits a section into entries: header lines (title, employer, dates) followed by body lines. */
function blocks(lines: string[]): Block[] {
  const result: Block[] = [];
  let current: Block | undefined;
  for (const line of lines) {
    if (isBodyLine(line)) {
      if (!current) current = { header: [], body: [] };
      current.body.push(stripBullet(line));
      continue;
    }
    // a header line after body lines, a fourth header line, or a second dated one opens a new entry
    const secondDates = Boolean(current && findDateRange(line) && current.header.some((h) => findDateRange(h)));
    if (!current || current.body.length > 0 || current.header.length >= 3 || secondDates) {
      current = { header: [], body: [] };
      result.push(current);
    }
    current.header.push(line);
  }
  if (current && !result.includes(current)) result.push(current);
  return result;
}

const STRONG_SEPARATOR = /\s(?:—|–|-|\||@|at|لدى|بشركة)\s|\s*[|—–]\s*/u;
/** "Acme, Cairo" → "Acme": a place after the last comma is not part of the name */
const withoutLocation = (part: string) => {
  const pieces = part.split(/\s*[,،]\s*/);
  return pieces.length > 1 && LOCATION_WORDS.test(pieces[pieces.length - 1] ?? '')
    ? pieces.slice(0, -1).join(', ')
    : part;
};

/** Header fragments without dates and locations: the title and employer (or degree and institute). */
function headerParts(
  header: string[],
  splitter = HEADER_SPLIT_COMMA,
): { parts: string[]; dates: ReturnType<typeof findDateRange> } {
  let dates: ReturnType<typeof findDateRange>;
  const parts: string[] = [];
  for (const line of header) {
    let rest = line;
    const found = findDateRange(line);
    if (found) {
      dates ??= found;
      rest = line.replace(found.text, ' ').replace(/[()[\]]/g, ' ');
    }
    // «Charge Nurse, Intensive Care Unit — Al Noor Hospital»: with a dash or bar, a comma stays inside its part
    const strong = splitter === HEADER_SPLIT_COMMA && STRONG_SEPARATOR.test(rest) ? HEADER_SPLIT : splitter;
    for (const piece of rest.split(strong)) {
      const clean = withoutLocation(piece.replace(/^[\s:|,،.-]+|[\s:|,،.-]+$/g, '').trim());
      if (clean && !LOCATION_WORDS.test(clean) && /\p{L}/u.test(clean)) parts.push(clean);
    }
  }
  return { parts, dates };
}

export function parseExperience(lines: string[]): Experience[] {
  return blocks(lines)
    .map(({ header, body }) => {
      const { parts, dates } = headerParts(header);
      let [jobTitle = '', company = ''] = parts;
      // "Vodafone Egypt — Senior Engineer", "فودافون – مهندس برمجيات": the employer came first
      const employerFirst =
        (COMPANY_MARKERS.test(jobTitle) && !COMPANY_MARKERS.test(company)) ||
        (!TITLE_WORDS.test(jobTitle) && TITLE_WORDS.test(company) && !COMPANY_MARKERS.test(company));
      if (company && employerFirst) [jobTitle, company] = [company, jobTitle];
      return {
        company: company.slice(0, 120),
        jobTitle: jobTitle.slice(0, 120),
        from: dates?.from ?? '',
        to: dates?.stillWorking ? '' : (dates?.to ?? ''),
        stillWorking: dates?.stillWorking ?? false,
        description: body.join('\n').slice(0, 4000),
      };
    })
    .filter((e) => e.jobTitle || e.company || e.description);
}

const DEGREE =
  /\b(bachelor|b\.?sc|b\.?a|b\.?eng|master|m\.?sc|m\.?a|mba|ph\.?d|doctorate|diploma|high school|associate)\b|بكالوريوس|ليسانس|ماجستير|دكتوراه|دكتوراة|دبلوم|الثانوية|ثانوية|شهادة/i;
const INSTITUTE =
  /\b(university|college|institute|school|academy|faculty)\b|جامعة|جامعه|كلية|كليه|معهد|أكاديمية|اكاديمية|مدرسة|مدرسه/i;

export function parseEducation(lines: string[]): Education[] {
  return blocks(lines)
    .map(({ header, body }) => {
      const { parts, dates } = headerParts(header, HEADER_SPLIT);
      let degree = parts.find((p) => DEGREE.test(p) && !INSTITUTE.test(p)) ?? '';
      let institute = parts.find((p) => INSTITUTE.test(p) && p !== degree) ?? '';
      const rest = parts.filter((p) => p !== degree && p !== institute);
      if (!degree && rest.length) degree = defined(rest.shift());
      if (!institute && rest.length) institute = defined(rest.shift());
      const date = dates ? dates.to || (dates.stillWorking ? '' : dates.from) : '';
      return {
        institute: institute.slice(0, 160),
        degree: degree.slice(0, 160),
        date,
        description: [...rest, ...body].join('\n').slice(0, 2000),
      };
    })
    .filter((e) => e.institute || e.degree);
}

export function parseCertifications(lines: string[]): TResumeData['certifications'] {
  return blocks(lines)
    .flatMap(({ header, body }) => {
      // one certificate per line when the section is a plain list
      if (header.length === 0) return body.map((line) => ({ header: [line], body: [] as string[] }));
      return [{ header, body }];
    })
    .map(({ header, body }) => {
      const { parts, dates } = headerParts(header, CERT_SPLIT);
      const [name = '', institute = '', ...rest] = parts;
      return {
        name: name.slice(0, 160),
        institute: institute.slice(0, 160),
        date: dates ? dates.from : '',
        description: [...rest, ...body].join('\n').slice(0, 2000),
        link: '',
      };
    })
    .filter((c) => c.name);
}

const ARABIC_RUN = /[\u0600-\u06FF]/;
/** "JavaScript اختبار البرمجيات" (two items whose separator extraction lost) → both items. */
function splitScripts(item: string): string[] {
  // only a Latin item run into an Arabic one; "واجهات REST البرمجية" is one item
  if (!ARABIC_RUN.test(item) || !/^[A-Za-z]/.test(item)) return [item];
  return item
    .split(/(?<=[A-Za-z0-9+#)])\s+(?=[\u0600-\u06FF])|(?<=[\u0600-\u06FF])\s+(?=[A-Za-z])/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Items of a list section: one per line, or separated by commas, bullets, pipes. */
export function listItems(lines: string[]): string[] {
  const items = lines
    .flatMap((line) => stripBullet(line).split(/\s*(?:[,،;؛|•·▪]|\s-\s)\s*/))
    .flatMap(splitScripts)
    .map((item) => item.replace(/^[:\s]+|[.\s]+$/g, '').trim())
    .filter((item) => item && item.split(/\s+/).length <= 5 && item.length <= 60);
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = foldForMatch(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
