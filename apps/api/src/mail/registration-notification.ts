import type { TLanguage } from '@masar/contracts';
import { oneLine } from './contact-notification';
import { renderNoticeMail, type MailContent } from './layout';

export interface RegistrationNotification {
  courseTitle: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  country: string;
  senderLanguage: TLanguage;
  receivedAt: string;
}

const TEXT = {
  ar: {
    subject: (course: string, name: string) => `تسجيل جديد في دورة ${course}: ${name}`,
    greeting: 'مرحبًا فريق الدعم،',
    body: [
      'وصل تسجيل جديد من نموذج بيانات التسجيل في صفحة الدورة. للرد استخدم "رد" في بريدك: سيصل الرد إلى المسجّل مباشرة. وهو محفوظ أيضًا في لوحة التحكم.',
    ],
    labels: {
      course: 'الدورة',
      name: 'الاسم',
      phone: 'رقم الهاتف',
      email: 'البريد الإلكتروني',
      country: 'الدولة',
      language: 'لغة المسجّل',
      receivedAt: 'تاريخ الاستلام',
    },
    languages: { ar: 'العربية', en: 'الإنجليزية' },
  },
  en: {
    subject: (course: string, name: string) => `New registration for ${course}: ${name}`,
    greeting: 'Hello support team,',
    body: [
      'A new registration arrived through the registration-details form on a course page. Use "Reply" in your mail client: the answer goes straight to the registrant. It is also kept in the dashboard.',
    ],
    labels: {
      course: 'Course',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      country: 'Country',
      language: "Registrant's language",
      receivedAt: 'Received',
    },
    languages: { ar: 'Arabic', en: 'English' },
  },
} as const;

/** The support inbox's copy of a course registration. */
export function registrationNotificationMail(lang: TLanguage, r: RegistrationNotification): MailContent {
  const t = TEXT[lang];
  const name = `${r.firstName} ${r.lastName}`;
  return renderNoticeMail({
    lang,
    subject: oneLine(t.subject(r.courseTitle, name)),
    greeting: t.greeting,
    paragraphs: [...t.body],
    fields: [
      { label: t.labels.course, value: r.courseTitle },
      { label: t.labels.name, value: name },
      { label: t.labels.phone, value: r.phone },
      { label: t.labels.email, value: r.email },
      { label: t.labels.country, value: r.country },
      { label: t.labels.language, value: t.languages[r.senderLanguage] },
      { label: t.labels.receivedAt, value: r.receivedAt },
    ],
  });
}
