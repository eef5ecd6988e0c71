import type { Person } from './people/person';
import type { LayoutTag } from './truth';

const FIGURE = /[0-9\u0660-\u0669]/;
// «PSM I» is a certificate, not the first person
const FIRST_PERSON = [/(?<![A-Z]{2,}\s)\bI\b(?!\))/, /\b(?:my|me)\b|(?:^|\s)(?:أنا|انا)(?:\s|$)/i];
// duty openers a recruiter would call weak (in either language)
const WEAK_OPENER =
  /^(?:I\s+)?(?:responsible\s+for|duties\s+included|my\s+duties|worked\s+on|helped|assisted|in\s+charge\s+of|handled)\b|^(?:مسؤولا?|مسؤولة|المسؤولية|العمل\s+على|المساعدة|المشاركة|مساعدة|شاركت\s+في|ساعدت\s+في)(?:\s|$)/i;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Every word the CV shows (for the length findings). */
export function cvWordCount(p: Person): number {
  const parts = [
    p.name,
    p.title,
    p.email,
    p.phone,
    p.city,
    ...Object.values(p.headings),
    p.summary ?? '',
    ...p.jobs.flatMap((j) => [j.title, j.company, j.from ? `${j.from} – ${j.to}` : '', ...j.bullets]),
    ...p.education.flatMap((e) => [e.degree, e.institute, e.date]),
    ...p.skills,
    ...(p.languages ?? []),
    ...(p.certifications ?? []),
    ...(p.personal ?? []),
  ];
  return parts.reduce((n, s) => n + words(s ?? ''), 0);
}

/** The codes of the ATS causes each hostile layout should be reported with. */
export const LAYOUT_CAUSES: Partial<Record<LayoutTag, string>> = {
  'two-columns': 'twoColumns',
  table: 'textInTable',
  'text-box': 'textInTextBox',
  'contact-in-header': 'contactInHeaderFooter',
  'contact-in-footer': 'contactInHeaderFooter',
  'contact-in-image': 'contactInImage',
  'garbled-font': 'garbledText',
};

/**
 * What a careful recruiter would and would not say about this CV, from what was written into it
 * (never from what the engine answers). A code on neither side is not scored.
 */
export function recruiterFindings(p: Person, layout: LayoutTag[]): { expected: string[]; wrong: string[] } {
  const expected = new Set<string>();
  const wrong = new Set<string>();
  const say = (code: string, when: boolean | undefined, otherwise: 'wrong' | 'neutral' = 'wrong') => {
    if (when) expected.add(code);
    else if (otherwise === 'wrong') wrong.add(code);
  };
  const bullets = p.jobs.flatMap((j) => j.bullets);
  const strong = p.tier === 'strong';
  const garbled = layout.includes('garbled-font');

  // the layout's ATS causes
  for (const [tag, code] of Object.entries(LAYOUT_CAUSES)) {
    if (layout.includes(tag as LayoutTag)) expected.add(code);
  }
  for (const code of new Set(Object.values(LAYOUT_CAUSES))) if (!expected.has(code)) wrong.add(code);
  // a layout table is not a two-column page, nor is it a single column: not scored
  if (layout.includes('table')) wrong.delete('twoColumns');
  if (layout.includes('scanned')) wrong.delete('garbledText');

  // contact and headings: the details are there (in an image or a header they have their own cause)
  say('noName', !p.name);
  say('missingEmail', !p.email);
  say('missingPhone', !p.phone);
  say('noJobTitle', !p.title);
  const missing = !p.headings.experience || !p.headings.education || !p.headings.skills || p.skills.length === 0;
  say('missingSection', missing);
  say('noSummary', !p.summary);
  const summaryWords = words(p.summary ?? '');
  say('shortSummary', Boolean(p.summary) && summaryWords < 15, summaryWords >= 20 ? 'wrong' : 'neutral');
  say('longSummary', summaryWords > 120);
  say('fewSkills', p.skills.length < 5, p.skills.length >= 6 ? 'wrong' : 'neutral');
  if (strong || p.tier === 'average') wrong.add('unknownRole');

  // jobs
  say(
    'entryWithoutDates',
    p.jobs.some((j) => !j.from),
  );
  say('mixedDateStyles', p.dateStyle === 'mixed');
  say(
    'emptyExperience',
    p.jobs.some((j) => j.bullets.length === 0),
  );
  say('noAchievements', bullets.length === 0);
  say(
    'fewAchievements',
    bullets.length < 2 * p.jobs.length,
    p.jobs.every((j) => j.bullets.length >= 2) ? 'wrong' : 'neutral',
  );
  say(
    'noMetric',
    bullets.some((b) => !FIGURE.test(b)),
  );
  const share = bullets.filter((b) => FIGURE.test(b)).length / Math.max(1, bullets.length);
  say('fewMetrics', bullets.length > 0 && share < 0.3, share >= 0.5 ? 'wrong' : 'neutral');
  say(
    'weakOpening',
    bullets.some((b) => WEAK_OPENER.test(b)),
  );
  say('noActionVerb', p.faults?.noActionVerb, strong ? 'wrong' : 'neutral');
  say(
    'longBullet',
    bullets.some((b) => words(b) > 35),
    bullets.every((b) => words(b) <= 30) ? 'wrong' : 'neutral',
  );

  // wording
  const prose = [p.summary ?? '', ...bullets];
  say(
    'firstPerson',
    prose.some((s) => FIRST_PERSON.some((r) => r.test(s))),
  );
  say('cliche', p.faults?.cliche, strong ? 'wrong' : 'neutral');
  say('personalDetails', Boolean(p.personal?.length));
  const typos = p.faults?.typos ?? [];
  const latinTypo = typos.some((t) => /[a-z]/i.test(t));
  const arabicTypo = typos.some((t) => /[\u0600-\u06FF]/.test(t));
  say('spelling', latinTypo);
  if (!latinTypo) wrong.add('spellingNoSuggestion');
  say('arabicSpelling', arabicTypo);
  say('grammar', p.faults?.grammar, strong ? 'wrong' : 'neutral');
  if (strong) {
    wrong.add('capitalization');
    wrong.add('repeatedWord');
  }

  // length
  const count = cvWordCount(p);
  // a CV is too short for a recruiter when it barely says anything, not below a word count
  say('tooShort', count < 100, count >= 140 || strong ? 'wrong' : 'neutral');
  wrong.add('tooLong');

  // text that cannot be read: what the words say cannot be judged, only that they cannot be read
  if (garbled)
    for (const code of ['spelling', 'spellingNoSuggestion', 'arabicSpelling', 'grammar']) expected.delete(code);
  return { expected: [...expected].sort(), wrong: [...wrong].filter((c) => !expected.has(c)).sort() };
}
