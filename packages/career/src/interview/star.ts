/** The four parts of a STAR story. */
export type StarPart = 'S' | 'T' | 'A' | 'R';
export const STAR_PARTS: StarPart[] = ['S', 'T', 'A', 'R'];

// Markers of each part, on text folded by foldForMatch (no diacritics, one alef, ه for ة, ي for ى)
const MARKERS: Record<StarPart, RegExp[]> = {
  S: [
    /\b(?:when i was|while i was|at my (?:previous|last|current|first) (?:job|company|role|employer)|in my (?:previous|last|current|first) (?:job|role|company|team|position|year|month|week)|in my first|as a (?:junior|new|senior)|there was|we had|our team|the situation|the context|last (?:year|month|quarter|summer)|a few (?:years|months) ago|once,|at (?:a|an|my) \w+ (?:company|agency|bank|startup|firm))\b/,
    /(?:^|[^\u0621-\u064A])(?:كان|كانت|كنا|كنت|عندما|حين|حينما|في شركه|في شركتي|في عملي|في وظيفتي|خلال عملي|واجهنا|واجهت|الموقف|ذات مره|العام الماضي|الشهر الماضي|قبل (?:عام|سنه|سنتين|شهرين|اشهر))(?![\u0621-\u064A])/,
  ],
  T: [
    /\b(?:my (?:task|goal|job|role|responsibility|mission) was|my (?:task|goal)|i needed to|i had to|i was asked|i was responsible|i was supposed to|the goal was|the target was|we needed to|we had to|i was tasked)\b/,
    /(?:^|[^\u0621-\u064A])(?:كان (?:علي|يجب علي|علينا|المطلوب|هدفي|دوري)|مهمتي|طلب مني|طلب منا|طلب مديري|هدفي|كان الهدف|الهدف كان|مسؤوليتي|كنت مسؤولا|كنت مسؤوله|المطلوب مني|دوري|احتجت الي|توجب علي|تعين علي|تكليفي|كلفت)(?![\u0621-\u064A])/,
  ],
  A: [
    /\b(?:i|we) (?:\w+ed|built|led|made|wrote|took|set|ran|met|spoke|told|went|got|sent|chose|gave|brought|began|found|put|kept|sat|did|drew|split|cut|rebuilt|taught|sought|thought)\b/,
    /\b(?:so i|then i|first,? i|next,? i)\b/,
    /(?:^|[^\u0621-\u064A])(?:و|ف)?(?:قمت|قمنا|صممت|قدت|نفذت|نفذنا|بنيت|بنينا|اقترحت|قررت|قررنا|تواصلت|حللت|نظمت|اجتمعت|كتبت|راجعت|اصلحت|دربت|قسمت|طورت|اعددت|جمعت|رتبت|وضعت|انشات|اطلقت|خططت|حددت|تابعت|ناقشت|عرضت|استخدمت|اعدت|غيرت|بدات|بدانا|ابلغت|طلبت|حولت|نقلت|اتمت|جربت|اختبرت|فاوضت|تفاوضت|استمعت|اعتذرت|عالجت|دمجت|شرحت|انهيت)(?![\u0621-\u064A])/,
  ],
  R: [
    /\b(?:as a result|the result|in the end|which led to|that led to|led to|resulted in|reduced|increased|saved|improved|cut|grew|dropped|doubled|went (?:up|down)|we (?:delivered|finished|won|launched|shipped|hit|met)|i learned|i learnt|since then|now (?:it|the|we|takes))\b/,
    /%/,
    /(?:^|[^\u0621-\u064A])(?:و|ف)?(?:ب|ل|ك)?(?:ال)?(?:نتيجه|ادي|ادت|اسفر|ارتفع|ارتفعت|انخفض|انخفضت|زاد|زادت|زياده|تضاعف|وفرنا|وفرت|وفر|خفض|خفضت|خفضنا|قللت|قللنا|حققنا|حققت|سلمنا|سلمت|تعلمت|منذ ذلك|في النهايه|اصبح|اصبحت|بنسبه|نجحنا|نجح)(?![\u0621-\u064A])/,
  ],
};

/** The STAR parts an answer shows (its text folded for matching). */
export const starParts = (folded: string): StarPart[] =>
  STAR_PARTS.filter((part) => MARKERS[part].some((re) => re.test(folded)));

const SEQUENCE =
  /\b(?:first|second|then|next|finally|after that|because|so that|if|otherwise|instead|unless|for example|for instance|e\.g\.|step)\b|(?:^|[^\u0621-\u064A])(?:و|ف)?(?:اولا|ثانيا|ثالثا|ثم|بعد ذلك|بعدها|اخيرا|لان|لانه|لكي|حتي|اذا|والا|بدلا|مثلا|علي سبيل المثال|خطوه)(?![\u0621-\u064A])/g;

/** How many different step, reason and condition words an answer uses (first, then, because, if…). */
export const sequenceMarkers = (folded: string): number =>
  new Set((folded.match(SEQUENCE) ?? []).map((m) => m.replace(/^[^\p{L}]+/u, ''))).size;
