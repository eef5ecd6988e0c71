import type { TLanguage } from '@masar/contracts';
import { counted } from '../text/plural';
import type { StarPart } from './star';

export type CriterionName = 'structure' | 'relevance' | 'specifics' | 'length';

export interface CommentContext {
  /** 'star' for a story (behavioural, situational), 'steps' for an explanation (technical, or a plan) */
  style: 'star' | 'steps';
  missingStar: StarPart[];
  /** words of the answer (for a session: the mean over its answers) */
  count: number;
  min: number;
  max: number;
  /** what a good answer to the question addresses and this one does not (labels in the session's language) */
  missingIntent: string[];
  /** nothing to judge: «لا أعرف», "I don't know", a few words */
  nonAnswer?: boolean;
  /** some of the question is addressed: the rest is asked for, not the whole answer */
  partly?: boolean;
}

const STAR_NAMES: Record<TLanguage, Record<StarPart, string>> = {
  en: { S: 'the situation', T: 'your task', A: 'what you did', R: 'the result' },
  ar: { S: 'الموقف', T: 'مهمتك', A: 'ما فعلته', R: 'النتيجة' },
};

const list = (items: string[], lang: TLanguage) =>
  new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' }).format(items);

function relevanceComment(good: boolean, lang: TLanguage, c: CommentContext): string {
  const en = lang === 'en';
  if (good) return en ? 'Your answer addresses what the question asks.' : 'إجابتك تتناول ما يسأل عنه السؤال.';
  if (c.nonAnswer)
    return en
      ? 'This is not an answer yet: even without the exact experience, say how you would approach it.'
      : 'هذه ليست إجابة بعد: حتى دون تجربة مطابقة، اذكر كيف ستتعامل مع الموقف.';
  if (c.missingIntent.length === 0) return en ? 'Answer the question more directly.' : 'أجب عن السؤال مباشرة أكثر.';
  if (c.partly)
    return en
      ? `Cover the rest of what the question asks: say ${list(c.missingIntent, lang)}.`
      : `أكمل ما يسأل عنه السؤال: اذكر ${list(c.missingIntent, lang)}.`;
  return en
    ? `Answer this question rather than another: say ${list(c.missingIntent, lang)}.`
    : `أجب عن هذا السؤال تحديدًا: اذكر ${list(c.missingIntent, lang)}.`;
}

/** Feedback sentences, in the session's language. */
export function criterionComment(criterion: CriterionName, score: number, lang: TLanguage, c: CommentContext): string {
  const good = score >= 20;
  const en = lang === 'en';
  switch (criterion) {
    case 'structure':
      if (c.style === 'steps')
        return good
          ? en
            ? 'Clear steps and reasons.'
            : 'خطوات وأسباب واضحة.'
          : en
            ? 'Explain step by step: first, then, finally, and say why.'
            : 'اشرح خطوة بخطوة: أولًا، ثم، وأخيرًا، واذكر السبب.';
      return good
        ? en
          ? 'A complete STAR story: situation, task, action and result.'
          : 'قصة كاملة بأسلوب STAR: الموقف والمهمة والتصرف والنتيجة.'
        : en
          ? `Use STAR: add ${list(
              c.missingStar.map((k) => STAR_NAMES.en[k]),
              'en',
            )}.`
          : `استخدم أسلوب STAR: أضف ${list(
              c.missingStar.map((k) => STAR_NAMES.ar[k]),
              'ar',
            )}.`;
    case 'relevance':
      return relevanceComment(good, lang, c);
    case 'specifics':
      return good
        ? en
          ? 'Concrete details: figures, tools, examples.'
          : 'تفاصيل محددة: أرقام وأدوات وأمثلة.'
        : en
          ? 'Add specifics: a figure, the tools you used, a real example.'
          : 'أضف تفاصيل محددة: رقمًا، والأدوات التي استخدمتها، ومثالًا حقيقيًا.';
    case 'length': {
      if (good) return en ? 'A good length.' : 'طول مناسب.';
      const words = counted(lang, c.count, 'word');
      const range = en ? `${c.min}-${c.max}` : `من ${c.min} إلى ${c.max}`;
      if (c.count > c.max)
        return en ? `Too long (${words}): aim for ${range}.` : `طويلة جدًا (${words}): الأنسب ${range} كلمة.`;
      return en ? `Too short (${words}): aim for ${range}.` : `قصيرة جدًا (${words}): الأنسب ${range} كلمة.`;
    }
  }
}

/** Said when an answer misses the question: its other qualities count for half. */
export const offTopicNote = (lang: TLanguage) =>
  lang === 'en'
    ? 'An answer to another question: how well it is told counts for half until it addresses this one.'
    : 'الإجابة تتناول سؤالًا آخر: جودة عرضها تُحتسب بالنصف حتى تتناول هذا السؤال.';
