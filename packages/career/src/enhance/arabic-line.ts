import { foldForMatch, stripMarks } from '../text/normalize';
import { NOUN_TO_PAST_AR, STRONG_VERBS_AR, WEAK_OPENERS_AR, looksLikeArabicPastVerb } from '../text/verbs';
import { withFigure, type LineRewrite } from './line-rewrite';

/** First-person present verbs (folded) → the past: أدير → أدرت. */
const PRESENT_TO_PAST: Record<string, string> = Object.fromEntries([
  ['ادير', 'أدرت'],
  ['اطور', 'طوّرت'],
  ['اعد', 'أعددت'],
  ['اتابع', 'تابعت'],
  ['اشرف', 'أشرفت'],
  ['اقود', 'قدت'],
  ['انفذ', 'نفّذت'],
  ['اصمم', 'صمّمت'],
  ['احلل', 'حلّلت'],
  ['ادرب', 'درّبت'],
  ['انظم', 'نظّمت'],
  ['اكتب', 'كتبت'],
  ['ابيع', 'بعت'],
  ['اتعامل', 'تعاملت'],
  ['اجهز', 'جهّزت'],
  ['اراجع', 'راجعت'],
  ['انسق', 'نسّقت'],
  ['اقدم', 'قدّمت'],
  ['استقبل', 'استقبلت'],
  ['ارد', 'رددت'],
  ['ادخل', 'أدخلت'],
  ['اعالج', 'عالجت'],
  ['ابني', 'بنيت'],
] as const);

/** What a duty opener becomes when no verbal noun follows it. */
const OPENER_VERBS: [RegExp, string][] = [
  [/مسؤول|مسئول/, 'أدرت'],
  [/عمل|أعمل/, 'نفّذت'],
  [/ساعد|ساهم|المساعدة|المساهمة|شارك|المشاركة/, 'ساهمت في'],
];

const CHANGE = new Set(['خفضت', 'قللت', 'زدت', 'رفعت', 'حسنت', 'سرعت', 'وفرت', 'ضاعفت'].map(foldForMatch));
const CREATE = new Set(['بنيت', 'طورت', 'صممت', 'انشات', 'اطلقت', 'كتبت', 'نشرت', 'اتمتت'].map(foldForMatch));

const MANAGE = new Set(['أدرت', 'قدت', 'أشرفت', 'تابعت', 'نسقت', 'نظمت', 'توليت'].map(foldForMatch));

/**
 * A definite plural, the things a «[عدد] من» can count: sound plurals (الحسابات، الموظفين) and the
 * common broken patterns (المشاريع، التقارير، العملاء، الأعمال). Mass nouns (المخزون، الميزانية) are not.
 */
function isDefinitePlural(word: string): boolean {
  const stem = /^ال([\u0621-\u064A]{3,})$/.exec(word)?.[1];
  if (!stem) return false;
  return /(?:ات|ين)$/.test(stem) || /^..ا.ي?.$/.test(stem) || /^...اء$/.test(stem) || /^[أا]..ا.$/.test(stem);
}

function figure(text: string): { text: string; question: string } | undefined {
  const words = text.split(/\s+/);
  const verb = foldForMatch(words[0] ?? '');
  // only a line that opens with what was done has a place for its figure
  if (!STRONG_VERBS_AR.has(verb) && !looksLikeArabicPastVerb(verb)) return undefined;
  if (CHANGE.has(verb) && !/بنسبة|بمقدار|%/.test(text))
    return { text: `${text} بنسبة [X]%`, question: 'بكم تغيّرت النتيجة بالنسبة المئوية، وفي أي مدة؟' };
  // "[عدد] من" before the definite noun the verb acts on: «دربت [عدد] من الموظفين الجدد»
  const at = /^(?:مع|على)$/.test(words[1] ?? '') ? 2 : 1;
  const noun = words[at] ?? '';
  if (isDefinitePlural(stripMarks(noun)) && !CREATE.has(verb)) {
    return {
      text: [...words.slice(0, at), '[عدد] من', ...words.slice(at)].join(' '),
      question: `كم عدد ${noun}؟`,
    };
  }
  if (CREATE.has(verb))
    return { text: `${text}، واستفاد من ذلك [عدد] من المستخدمين`, question: 'كم عدد من استفاد من عملك؟' };
  if (MANAGE.has(verb))
    return { text: `${text}، وحققت [النتيجة بالأرقام]`, question: 'ما النتيجة التي حققتها، وكم بلغت بالأرقام؟' };
  return undefined;
}

/**
 * An Arabic achievement line opened by a first-person past verb («مسؤول عن إدارة الحسابات» →
 * «أدرت الحسابات»، «قمت بإعداد» → «أعددت»، «أدير» → «أدرت»), with a placeholder where a figure
 * would prove the result.
 */
export function arabicLine(line: string, wantsFigure: boolean): LineRewrite {
  const reasons: LineRewrite['reasons'] = [];
  let out = line.replace(/^[•●▪◦*–-]\s*/, '');
  if (/^أنا\s+/.test(stripMarks(out))) {
    out = out.replace(/^\S+\s+/, '');
    reasons.push('firstPerson');
  }
  const did = /^(?:لقد\s+)?(?:قمت|أقوم|اقوم)\s+ب(?:ـ\s*)?/.exec(stripMarks(out));
  const weak = did ? undefined : WEAK_OPENERS_AR.exec(stripMarks(out));
  if (did || weak) out = stripMarks(out).slice((did ?? weak)?.[0].length ?? 0);
  const first = out.split(/\s+/)[0] ?? '';
  const past = NOUN_TO_PAST_AR[foldForMatch(first)] ?? PRESENT_TO_PAST[foldForMatch(first)];
  if (past) {
    out = `${past}${out.slice(first.length)}`;
    reasons.push(weak || did ? 'strongVerb' : 'pastTense');
  } else if (weak) {
    const verb = OPENER_VERBS.find(([re]) => re.test(weak[0]))?.[1];
    if (verb) {
      out = `${verb} ${out}`;
      reasons.push('strongVerb');
    } else out = line;
  } else if (did) out = line;
  return withFigure(out, reasons, wantsFigure ? figure(out) : undefined);
}
