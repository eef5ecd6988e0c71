import { foldForMatch } from '../text/normalize';
import { inferRole, isSoftSkill, skillsInItem, skillsInText, type RoleRow } from '../skills/catalog';

/** What a job description asks for: its title and the skills it names, in the order it names them. */
export interface JobDescription {
  title: { text: string; role: RoleRow | undefined } | undefined;
  hardSkills: string[];
  softSkills: string[];
}

const BULLET = /^[\s•·▪◦●○■□➢➤►\-–—*+>]+|^\d{1,2}[.)]\s+/u;
const LIST_SEPARATORS = /[,،;؛|/•·]|\s+(?:and|or|و|أو)\s+/u;
const TITLE_LABEL =
  /^(?:job title|position|role|title|vacancy|المسمى الوظيفي|المسمى|الوظيفة|اسم الوظيفة|الوظيفة المطلوبة)\s*[:：–-]\s*(.+)$/iu;
const TITLE_IN_SENTENCE =
  /(?:hiring (?:an?|our next)|looking for (?:an?|our next)|seeking (?:an?)|نبحث عن|تبحث عن|مطلوب|بحاجة إلى|حاجتها إلى)\s+([^.،,:;!\n]{3,60})/iu;
const MAX_TITLE_WORDS = 8;

const lineItems = (line: string) =>
  line
    .split(LIST_SEPARATORS)
    .map((piece) => piece.replace(/^[^:：]*[:：]/u, '').trim())
    .filter((piece) => piece && piece.split(/\s+/).length <= 4);

/** Skill ids named in some lines: in prose, and as short list items ("Python, Go, SQL"). */
export function skillsInLines(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of lines) {
    const line = raw.replace(BULLET, '').trim();
    if (!line) continue;
    skillsInText(line).forEach((id) => found.add(id));
    for (const item of lineItems(line)) skillsInItem(item).forEach((id) => found.add(id));
  }
  return [...found];
}

const shortLine = (line: string) => line.split(/\s+/).length <= MAX_TITLE_WORDS && !/[.!?؟]$/.test(line);

/** The title a description asks for: a labelled line, "we are hiring a …", or a short first line naming a role. */
function findTitle(lines: readonly string[]): JobDescription['title'] {
  const head = lines.slice(0, 12).map((l) => l.replace(BULLET, '').trim());
  const labelled = head.flatMap((line) => TITLE_LABEL.exec(line)?.[1] ?? []);
  const inSentences = head.flatMap((line) => TITLE_IN_SENTENCE.exec(line)?.[1] ?? []);
  const candidates = [...labelled, ...inSentences, ...head.filter(shortLine)].map((text) => ({
    text: text.trim(),
    role: inferRole(text),
  }));
  // a title naming a known role wins; a labelled one stands even for a role the list does not know
  const best = candidates.find((c) => c.role) ?? candidates[0];
  if (!best || (!best.role && labelled.length === 0)) return undefined;
  const text = labelled.includes(best.text) ? best.text : shortestNaming(best.text);
  return { text: text.slice(0, 120), role: best.role };
}

/** The words of a sentence up to the role it names: "محلل بيانات لمجموعة تجزئة" → "محلل بيانات". */
function shortestNaming(sentence: string): string {
  const words = sentence.split(/\s+/);
  for (let end = 1; end < words.length; end += 1) {
    const prefix = words.slice(0, end).join(' ');
    if (inferRole(prefix)) return prefix.replace(/[\s,،:;–-]+$/u, '');
  }
  return sentence;
}

/** "We're hiring a …" announces the post; it asks for no recruiting skill. */
const HIRING = /\b(?:we(?:'|’)re|we are|is|are|now) hiring\b/giu;

export function readJobDescription(text: string): JobDescription {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const skills = skillsInLines(lines.map((line) => line.replace(HIRING, ' ')));
  return {
    title: findTitle(lines),
    hardSkills: skills.filter((id) => !isSoftSkill(id)),
    softSkills: skills.filter((id) => isSoftSkill(id)),
  };
}

const SENIORITY = new Set(
  [
    'senior',
    'junior',
    'sr',
    'jr',
    'lead',
    'principal',
    'head',
    'intern',
    'trainee',
    'i',
    'ii',
    'iii',
    'a',
    'an',
    'the',
    'of',
    'أول',
    'أقدم',
    'كبير',
    'مبتدئ',
    'متدرب',
    'مساعد',
  ].map(foldForMatch),
);

const titleWords = (title: string) =>
  (foldForMatch(title).match(/[\p{L}\p{N}+#]+/gu) ?? []).filter((w) => !SENIORITY.has(w));

/** A CV title matches the wanted one when both name the same role, or it holds every word of the wanted title. */
export function sameTitle(wanted: NonNullable<JobDescription['title']>, cvTitle: string): boolean {
  if (!cvTitle.trim()) return false;
  if (wanted.role && inferRole(cvTitle)?.id === wanted.role.id) return true;
  const want = titleWords(wanted.text);
  const have = new Set(titleWords(cvTitle));
  return want.length > 0 && want.every((w) => have.has(w));
}
