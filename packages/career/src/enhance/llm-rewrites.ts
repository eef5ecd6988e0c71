import { z } from 'zod';
import type { TLanguage } from '@masar/contracts';
import { parseJsonAnswer, type LlmClient } from '../llm/client';
import { checkRewrite } from './guard';

export interface LlmItem {
  id: string;
  text: string;
  /** the job's title and employer: names the model may repeat */
  context: string;
}

const ZAnswer = z.object({ rewrites: z.array(z.object({ id: z.string(), text: z.string().min(1).max(2000) })) });

const SYSTEM: Record<TLanguage, string> = {
  en: [
    'You improve lines of a CV (résumé). For each item, rewrite the text so that it opens with a strong past-tense action verb,',
    'states the result, and stays under 25 words. Never add employers, company or product names, dates or numbers that are not in',
    'the item: where a figure is missing, write a placeholder in square brackets such as [X]% or [number] customers. Keep the language of the item.',
    'Answer only with JSON: {"rewrites":[{"id":"...","text":"..."}]}.',
  ].join(' '),
  ar: [
    'أنت تحسّن أسطر السيرة الذاتية. أعد صياغة نص كل عنصر ليبدأ بفعل إنجاز قوي بصيغة الماضي ويذكر النتيجة في أقل من 25 كلمة.',
    'لا تضف أبدًا أسماء جهات عمل أو شركات أو منتجات أو تواريخ أو أرقامًا غير موجودة في العنصر؛ وإن نقص رقم فاكتب مكانه عنصرًا نائبًا بين قوسين معقوفين مثل [X]% أو [عدد] من العملاء.',
    'اكتب باللغة العربية. أجب بـ JSON فقط: {"rewrites":[{"id":"...","text":"..."}]}.',
  ].join(' '),
};

export interface LlmOutcome {
  accepted: Map<string, string>;
  rejected: number;
}

/** Rewrites from the model, each checked against its source; those adding names, dates or numbers are dropped. */
export async function llmRewrites(llm: LlmClient, items: LlmItem[], lang: TLanguage): Promise<LlmOutcome> {
  const content = await llm.complete(
    [
      { role: 'system', content: SYSTEM[lang] },
      { role: 'user', content: JSON.stringify({ items: items.map(({ id, text }) => ({ id, text })) }) },
    ],
    { json: true, maxTokens: 2000 },
  );
  const parsed = ZAnswer.safeParse(parseJsonAnswer(content));
  const accepted = new Map<string, string>();
  let rejected = 0;
  if (!parsed.success) return { accepted, rejected };
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const rewrite of parsed.data.rewrites) {
    const item = byId.get(rewrite.id);
    if (!item || accepted.has(rewrite.id)) continue;
    const text = rewrite.text.trim();
    if (checkRewrite(`${item.text}\n${item.context}`, text).ok) accepted.set(rewrite.id, text);
    else rejected += 1;
  }
  return { accepted, rejected };
}
