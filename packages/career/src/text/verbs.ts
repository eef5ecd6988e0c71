import { foldForMatch, stripMarks } from './normalize';

/** Strong action verbs CV guides recommend opening an achievement with (past tense). */
export const STRONG_VERBS_EN = new Set(
  `achieved accelerated administered advised analyzed analysed architected automated boosted built championed coached collaborated
  completed conducted consolidated coordinated created cut decreased delivered deployed designed developed directed doubled drove
  eliminated enabled engineered established exceeded executed expanded generated grew guided hired implemented improved increased
  initiated introduced launched led maintained managed mentored migrated modernized negotiated optimized orchestrated organized
  overhauled oversaw pioneered planned prepared produced programmed raised rebuilt redesigned reduced refactored resolved restructured
  revamped saved scaled secured served shipped simplified sold spearheaded standardized streamlined strengthened supervised taught
  tested trained transformed tripled won wrote closed onboarded recruited audited reconciled forecast forecasted published presented
  handled answered supported processed created integrated ran made sold won cut set drove took gave brought taught spoke began chose held
  kept met paid put oversaw undertook founded hosted organised organized mentored`
    .split(/\s+/)
    .filter(Boolean),
);

/** Arabic openers that act as strong verbs: first-person past tense and verbal nouns of action. */
export const STRONG_VERBS_AR = new Set(
  `قدت أدرت طورت صممت أطلقت حققت زدت خفضت وفرت بنيت نفذت أنشأت حسنت قللت أسست دربت أشرفت نظمت حللت أتمتت أعددت كتبت
  تابعت اختبرت راجعت جهزت سوقت بعت تفاوضت أغلقت عالجت حللت نشرت قدمت رفعت ضاعفت دمجت نقلت أعدت وظفت استقطبت أنجزت
  تعاملت تواصلت دعمت أجبت أدخلت صنعت أطلقنا قيادة إدارة تطوير تصميم إطلاق تحقيق زيادة خفض توفير بناء تنفيذ إنشاء تحسين تقليل
  تأسيس تدريب الإشراف تنظيم تحليل أتمتة إعداد`
    .split(/\s+/)
    .filter(Boolean)
    .map(foldForMatch),
);

/** A first-person past verb in Arabic: قدت، أعددت، نسقت، راجعت (not a plural in -ات). */
export const looksLikeArabicPastVerb = (word: string) =>
  word.length >= 3 && word.length <= 7 && /ت$/.test(word) && !/ات$/.test(word);

/** Weak openers and what they become: the rewrite keeps the rest of the line. */
export const WEAK_OPENERS_EN: RegExp =
  /^(?:i\s+|i['’]m\s+)?(?:was\s+|am\s+|have\s+been\s+)?(?:responsible\s+for|in\s+charge\s+of|tasked\s+with|worked\s+on|working\s+on|helped(?:\s+to)?|helping(?:\s+to)?|assisted\s+(?:in|with)|assisting\s+(?:in|with)|participated\s+in|involved\s+in|duties\s+included|my\s+duties\s+were|took\s+part\s+in|handled)\s+/i;

export const WEAK_OPENERS_AR: RegExp =
  /^(?:كنت\s+)?(?:مسؤولا?|مسئولا?|مسؤولة|مسئولة|المسؤولية|المسئولية)\s+عن\s+|^(?:عملت|العمل|أعمل)\s+على\s+|^(?:ساعدت|المساعدة|ساهمت|المساهمة)\s+في\s+|^(?:شاركت|المشاركة)\s+في\s+|^(?:من\s+)?(?:مهامي|المهام)\s*:?\s+/u;

/** Gerunds and nouns after a weak opener, as the past-tense verb that should open the line. */
export const GERUND_TO_PAST: Record<string, string> = {
  managing: 'Managed',
  developing: 'Developed',
  building: 'Built',
  designing: 'Designed',
  creating: 'Created',
  leading: 'Led',
  handling: 'Handled',
  preparing: 'Prepared',
  writing: 'Wrote',
  maintaining: 'Maintained',
  testing: 'Tested',
  supporting: 'Supported',
  coordinating: 'Coordinated',
  organizing: 'Organized',
  planning: 'Planned',
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  running: 'Ran',
  selling: 'Sold',
  training: 'Trained',
  answering: 'Answered',
  processing: 'Processed',
  implementing: 'Implemented',
  improving: 'Improved',
  reviewing: 'Reviewed',
  updating: 'Updated',
  monitoring: 'Monitored',
  reporting: 'Reported',
  launching: 'Launched',
  producing: 'Produced',
  recruiting: 'Recruited',
  hiring: 'Hired',
  teaching: 'Taught',
  negotiating: 'Negotiated',
  delivering: 'Delivered',
  fixing: 'Fixed',
  resolving: 'Resolved',
  reducing: 'Reduced',
  increasing: 'Increased',
  the: 'Managed the',
  customer: 'Served customer',
  customers: 'Served customers',
  management: 'Managed',
  development: 'Developed',
  design: 'Designed',
  preparation: 'Prepared',
  creation: 'Created',
};

/** Arabic verbal nouns (folded) → first-person past verb. */
export const NOUN_TO_PAST_AR: Record<string, string> = Object.fromEntries(
  (
    [
      ['اداره', 'أدرت'],
      ['تطوير', 'طوّرت'],
      ['تصميم', 'صممت'],
      ['متابعه', 'تابعت'],
      ['اعداد', 'أعددت'],
      ['تنفيذ', 'نفذت'],
      ['تحليل', 'حللت'],
      ['بناء', 'بنيت'],
      ['تنظيم', 'نظمت'],
      ['تدريب', 'دربت'],
      ['انشاء', 'أنشأت'],
      ['كتابه', 'كتبت'],
      ['التعامل', 'تعاملت'],
      ['الرد', 'رددت'],
      ['دعم', 'دعمت'],
      ['تحسين', 'حسّنت'],
      ['قياده', 'قدت'],
      ['بيع', 'بعت'],
      ['التواصل', 'تواصلت'],
      ['اختبار', 'اختبرت'],
      ['مراجعه', 'راجعت'],
      ['ادخال', 'أدخلت'],
      ['تجهيز', 'جهزت'],
      ['تسويق', 'سوقت'],
      ['حل', 'حللت'],
      ['تقديم', 'قدمت'],
      ['استقبال', 'استقبلت'],
      ['تحصيل', 'حصّلت'],
      ['اطلاق', 'أطلقت'],
      ['نشر', 'نشرت'],
      ['توظيف', 'وظفت'],
      ['تحديث', 'حدّثت'],
      ['صيانه', 'صنت'],
      ['ترتيب', 'رتبت'],
      ['تنسيق', 'نسقت'],
      ['مساعده', 'ساعدت'],
      ['طباعه', 'طبعت'],
      ['ارشفه', 'أرشفت'],
      ['ترجمه', 'ترجمت'],
      ['جدوله', 'جدولت'],
      ['تسجيل', 'سجّلت'],
      ['استلام', 'استلمت'],
      ['تسليم', 'سلّمت'],
      ['تقييم', 'قيّمت'],
      ['اصلاح', 'أصلحت'],
      ['تركيب', 'ركّبت'],
      ['فحص', 'فحصت'],
      ['تدقيق', 'دقّقت'],
      ['مراقبه', 'راقبت'],
      ['اشراف', 'أشرفت'],
      ['حجز', 'حجزت'],
      ['تنظيف', 'نظّفت'],
    ] as const
  ).flatMap(([noun, verb]) => [
    [noun, verb],
    [`ال${noun}`, verb],
  ]),
);

/** A line's opening word for matching: diacritics and tatweel dropped, lower case (خفّضت → خفضت). */
export const openingWord = (text: string): string => (stripMarks(text).match(/^[\p{L}']+/u)?.[0] ?? '').toLowerCase();

/** "Responsible for…", «مسؤول عن…»: a duty, not an achievement (diacritics do not hide it). */
export const opensWeakly = (text: string): boolean => {
  const plain = stripMarks(text);
  return WEAK_OPENERS_EN.test(plain) || WEAK_OPENERS_AR.test(plain);
};

export function opensWithStrongVerb(text: string): boolean {
  const first = openingWord(text);
  if (STRONG_VERBS_EN.has(first) || STRONG_VERBS_AR.has(foldForMatch(first))) return true;
  // regular English past tense, and Arabic first-person past verbs
  return /^[a-z]{3,}ed$/.test(first) || looksLikeArabicPastVerb(first);
}

const FIRST_PERSON = /(?:^|[\s•-])(?:i|my|me)\b(?!\.)|(?:^|\s)أنا(?:\s|$)/i;

/** Written in the first person: I, my, me, أنا (with or without diacritics). */
export const usesFirstPerson = (text: string): boolean => FIRST_PERSON.test(stripMarks(text));

/** CV clichés that say nothing an employer can check. */
export const CLICHES_EN = [
  'hard-working',
  'hardworking',
  'hard worker',
  'team player',
  'detail-oriented',
  'detail oriented',
  'go-getter',
  'think outside the box',
  'results-driven',
  'results-oriented',
  'self-motivated',
  'highly motivated',
  'dynamic',
  'synergy',
  'passionate',
  'fast learner',
  'quick learner',
  'works well under pressure',
  'excellent communication skills',
  'best of breed',
  'proven track record',
];
export const CLICHES_AR = [
  'مجتهد',
  'طموح',
  'العمل تحت ضغط',
  'العمل تحت الضغط',
  'روح الفريق',
  'سريع التعلم',
  'سرعة التعلم',
  'شغوف',
  'محب للعمل',
  'متحمس',
  'مهارات تواصل ممتازة',
  'قادر على تحمل المسؤولية',
  'تحمل ضغط العمل',
];

/** A number, a percentage, money or a multiplier: the signs of a measured result. */
export const METRIC =
  /(?:\d[\d,.]*\s*(?:%|٪|k\b|m\b|x\b|مليون|ألف|الف|جنيه|ريال|درهم|دينار|دولار|egp|sar|aed|usd|\$)?)|(?:\$|€|£|egp|sar|aed|usd)\s*\d|\b(?:doubled|tripled|halved|twice)\b|ضاعف|الضعف|ضعف|نصف/i;
