import type { TInterviewKind, TLanguage } from '@masar/contracts';

export type CriterionName = 'structure' | 'relevance' | 'specifics' | 'length';

interface Context {
  kind: TInterviewKind;
  missingStar: ('S' | 'T' | 'A' | 'R')[];
  count: number;
  min: number;
  max: number;
}

const STAR_NAMES: Record<TLanguage, Record<'S' | 'T' | 'A' | 'R', string>> = {
  en: { S: 'the situation', T: 'your task', A: 'what you did', R: 'the result' },
  ar: { S: 'الموقف', T: 'مهمتك', A: 'ما فعلته', R: 'النتيجة' },
};

/** Feedback sentences, in the session's language. */
export function criterionComment(criterion: CriterionName, score: number, lang: TLanguage, c: Context): string {
  const good = score >= 20;
  const en = lang === 'en';
  const list = c.missingStar.map((k) => STAR_NAMES[lang][k]).join(en ? ', ' : '، ');
  switch (criterion) {
    case 'structure':
      if (c.kind === 'technical')
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
          ? `Use STAR: add ${list}.`
          : `استخدم أسلوب STAR: أضف ${list}.`;
    case 'relevance':
      return good
        ? en
          ? 'Your answer stays on the question.'
          : 'إجابتك مرتبطة بالسؤال.'
        : en
          ? 'Answer the question more directly, using its key terms.'
          : 'أجب عن السؤال مباشرة أكثر واستخدم مصطلحاته الأساسية.';
    case 'specifics':
      return good
        ? en
          ? 'Concrete details: figures, tools, examples.'
          : 'تفاصيل محددة: أرقام وأدوات وأمثلة.'
        : en
          ? 'Add specifics: a figure, the tools you used, a real example.'
          : 'أضف تفاصيل محددة: رقمًا، والأدوات التي استخدمتها، ومثالًا حقيقيًا.';
    case 'length':
      if (good) return en ? 'A good length.' : 'طول مناسب.';
      return c.count > c.max
        ? en
          ? `Too long (${c.count} words): aim for ${c.min}-${c.max}.`
          : `طويلة جدًا (${c.count} كلمة): الأنسب من ${c.min} إلى ${c.max}.`
        : en
          ? `Too short (${c.count} words): aim for ${c.min}-${c.max}.`
          : `قصيرة جدًا (${c.count} كلمة): الأنسب من ${c.min} إلى ${c.max}.`;
  }
}
