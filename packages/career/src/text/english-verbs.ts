/**
 * English verb forms for CV lines: a duty ("Managing", "Manages", "Responsible for managing")
 * becomes what was done ("Managed"). Irregular verbs are listed; the others follow the spelling
 * rules of -ed and -ing, with the verbs that double their last consonant listed too.
 */
const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  become: 'became',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  choose: 'chose',
  come: 'came',
  cut: 'cut',
  deal: 'dealt',
  do: 'did',
  draw: 'drew',
  drive: 'drove',
  find: 'found',
  forecast: 'forecast',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  lead: 'led',
  leave: 'left',
  lend: 'lent',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  pay: 'paid',
  put: 'put',
  read: 'read',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  say: 'said',
  see: 'saw',
  seek: 'sought',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  speak: 'spoke',
  spend: 'spent',
  split: 'split',
  spread: 'spread',
  stand: 'stood',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  undertake: 'undertook',
  understand: 'understood',
  win: 'won',
  write: 'wrote',
};

/** Regular verbs that double their last consonant: planned, shipped, controlled. */
const DOUBLING = new Set(
  'admit chat commit compel control drop equip grab log map occur omit patrol plan prefer propel refer scan ship shop stop submit tag tap transfer trim'.split(
    ' ',
  ),
);

/** Verbs CV lines open with, in their base form; with the irregular ones, the verbs recognised. */
const REGULAR_BASES =
  `accelerate achieve administer advise analyse analyze answer approve architect arrange assemble assess
  assist audit automate balance boost calculate champion check clean close coach collaborate collect communicate compile complete
  conduct configure consolidate correct grade mark print type archive book call email greet pack stock arrange cook count construct consult contribute convert coordinate create debug decrease define deliver demonstrate
  deploy design detect develop diagnose direct distribute document double draft edit educate eliminate enable engineer enhance
  ensure establish estimate evaluate examine exceed execute expand facilitate file fix follow forecast format generate guide
  handle help hire identify implement improve increase influence initiate inspect install integrate interview introduce investigate
  launch lower maintain manage market measure mentor migrate model modernize monitor motivate negotiate onboard operate optimize
  order organise organize outsource overhaul participate partner perform pilot pioneer prepare present prioritize process procure
  produce program promote propose prototype provide publish purchase quote raise receive recommend reconcile record recruit
  redesign reduce refactor register renew reorganize repair report represent research resolve respond restructure review revamp
  revise save scale schedule screen secure select serve service settle shape simplify solve sort source spearhead standardise
  standardize streamline strengthen structure succeed supervise supply support survey sustain target test track train transform
  translate triple troubleshoot tutor update upgrade use validate verify visit volunteer welcome work`
    .split(/\s+/)
    .filter(Boolean);

export const VERB_BASES = new Set([...REGULAR_BASES, ...Object.keys(IRREGULAR_PAST), ...DOUBLING]);

/** The past tense of a base form: led, dealt, planned, applied, managed. */
export function pastOf(base: string): string {
  const verb = base.toLowerCase();
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (DOUBLING.has(verb)) return `${verb}${verb.at(-1) ?? ''}ed`;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** The -ing form of a base form: managing, planning, leading, tying. */
export function gerundOf(base: string): string {
  const verb = base.toLowerCase();
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (DOUBLING.has(verb) || ['run', 'set', 'cut', 'get', 'put', 'win', 'begin', 'split'].includes(verb))
    return `${verb}${verb.at(-1) ?? ''}ing`;
  if (verb.endsWith('e') && !verb.endsWith('ee')) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

const BASE_BY_GERUND = new Map([...VERB_BASES].map((base) => [gerundOf(base), base]));
const BASE_BY_THIRD_PERSON = new Map(
  [...VERB_BASES].map((base) => [
    /(?:s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`,
    base,
  ]),
);
const PAST_FORMS = new Set([...VERB_BASES].map(pastOf));

/**
 * The base form of a word that opens a CV line as a verb, in any of its forms (manage, manages,
 * managing, managed); undefined for a word that is not a known verb.
 */
export function verbBase(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (VERB_BASES.has(lower)) return lower;
  return BASE_BY_GERUND.get(lower) ?? BASE_BY_THIRD_PERSON.get(lower);
}

/**
 * The base of an -ing form known to be a verb (it follows another verb: "Prepared plans and
 * correcting homework"): the listed verbs, and stems ending in two consonants, which take -ed safely.
 */
export function gerundBase(word: string): string | undefined {
  const lower = word.toLowerCase();
  const listed = BASE_BY_GERUND.get(lower);
  if (listed) return listed;
  return /^[a-z]{2,}(?:ct|st|rt|nd|rk|ck|sh|ch|rm|rn|lp|mp|nt|pt|ft|ld|rd|sk|wn)ing$/.test(lower)
    ? lower.slice(0, -3)
    : undefined;
}

export const isPastForm = (word: string) => PAST_FORMS.has(word.toLowerCase());

/** Nouns of action that open duty lines, as the verb they stand for: management → manage. */
export const ACTION_NOUNS: Record<string, string> = {
  management: 'manage',
  development: 'develop',
  design: 'design',
  preparation: 'prepare',
  creation: 'create',
  implementation: 'implement',
  coordination: 'coordinate',
  organisation: 'organise',
  organization: 'organize',
  supervision: 'supervise',
  analysis: 'analyze',
  maintenance: 'maintain',
  planning: 'plan',
  administration: 'administer',
  training: 'train',
  recruitment: 'recruit',
  reporting: 'report',
  testing: 'test',
  support: 'support',
  delivery: 'deliver',
  handling: 'handle',
};

const BASE_BY_PAST = new Map([...VERB_BASES].map((base) => [pastOf(base), base]));

/** The base form of a verb in any form, the past included (led → lead, managed → manage). */
export const verbOf = (word: string): string | undefined => verbBase(word) ?? BASE_BY_PAST.get(word.toLowerCase());
