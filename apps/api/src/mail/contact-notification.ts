import type { TLanguage } from '@masar/contracts';
import { renderNoticeMail, type MailContent } from './layout';

export interface ContactNotification {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** the language the visitor wrote from, so support can answer in it */
  senderLanguage: TLanguage;
  receivedAt: string;
}

const TEXT = {
  ar: {
    subject: (s: string) => `رسالة تواصل جديدة: ${s}`,
    greeting: 'مرحبًا فريق الدعم،',
    body: [
      'وصلت رسالة جديدة من نموذج التواصل في الصفحة الرئيسية. للرد عليها استخدم "رد" في بريدك: سيصل الرد إلى المرسل مباشرة. وهي محفوظة أيضًا في لوحة التحكم.',
    ],
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      subject: 'الموضوع',
      message: 'الرسالة',
      language: 'لغة المرسل',
      receivedAt: 'تاريخ الاستلام',
    },
    languages: { ar: 'العربية', en: 'الإنجليزية' },
  },
  en: {
    subject: (s: string) => `New contact message: ${s}`,
    greeting: 'Hello support team,',
    body: [
      'A new message arrived through the contact form on the home page. Use "Reply" in your mail client: the answer goes straight to the sender. It is also kept in the dashboard.',
    ],
    labels: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      language: "Sender's language",
      receivedAt: 'Received',
    },
    languages: { ar: 'Arabic', en: 'English' },
  },
} as const;

/** Header values must stay on one line, whatever the visitor typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The support inbox's copy of a contact message, with everything the visitor sent. */
export function contactNotificationMail(lang: TLanguage, m: ContactNotification): MailContent {
  const t = TEXT[lang];
  return renderNoticeMail({
    lang,
    subject: oneLine(t.subject(m.subject)),
    greeting: t.greeting,
    paragraphs: [...t.body],
    fields: [
      { label: t.labels.name, value: m.name },
      { label: t.labels.email, value: m.email },
      { label: t.labels.subject, value: m.subject },
      { label: t.labels.message, value: m.message },
      { label: t.labels.language, value: t.languages[m.senderLanguage] },
      { label: t.labels.receivedAt, value: m.receivedAt },
    ],
  });
}
