import type { Lang } from './engine-types';
import { counted, isCountedNoun } from './text/plural';

interface Texts {
  reason: string;
  fix: string;
}

/**
 * Why each review deduction was made and how to fix it, per language. `{{name}}` is replaced by
 * the deduction's params (Arabic texts use the Arabic names, e.g. {{skillAr}}); `{{count:noun}}` by the
 * count with its noun in the agreeing plural form (text/plural.ts COUNTED). Arabic texts quote with «».
 */
export const REVIEW_TEXTS: Record<string, Record<Lang, Texts>> = {
  spelling: {
    en: { reason: '“{{word}}” looks misspelled.', fix: 'Write “{{suggestion}}”.' },
    ar: { reason: 'يبدو أن الكلمة الإنجليزية «{{word}}» مكتوبة بشكل خاطئ.', fix: 'اكتب «{{suggestion}}».' },
  },
  spellingNoSuggestion: {
    en: {
      reason: '“{{word}}” is not a known English word.',
      fix: 'Check its spelling, or write the full name of the tool or term.',
    },
    ar: {
      reason: 'الكلمة «{{word}}» ليست كلمة إنجليزية معروفة.',
      fix: 'تحقق من تهجئتها أو اكتب الاسم الكامل للأداة أو المصطلح.',
    },
  },
  grammar: {
    en: { reason: 'Grammar: {{message}}', fix: 'Replace “{{word}}” with “{{suggestion}}”.' },
    ar: { reason: 'خطأ نحوي في العبارة الإنجليزية «{{word}}».', fix: 'استبدل «{{word}}» بـ «{{suggestion}}».' },
  },
  capitalization: {
    en: { reason: '“{{word}}” should be capitalised.', fix: 'Write “{{suggestion}}”.' },
    ar: { reason: 'يجب أن تبدأ الكلمة الإنجليزية «{{word}}» بحرف كبير.', fix: 'اكتب «{{suggestion}}».' },
  },
  repeatedWord: {
    en: { reason: 'The word “{{word}}” is repeated.', fix: 'Delete the second “{{word}}”.' },
    ar: { reason: 'الكلمة «{{word}}» مكررة.', fix: 'احذف «{{word}}» المكررة.' },
  },
  arabicSpelling: {
    en: { reason: 'The Arabic word “{{word}}” is misspelled.', fix: 'Write “{{suggestion}}”.' },
    ar: { reason: 'الكلمة «{{word}}» مكتوبة بشكل خاطئ.', fix: 'اكتب «{{suggestion}}».' },
  },
  garbledText: {
    en: {
      reason:
        'Some characters cannot be read (page {{page}}; {{count:unreadableGlyph}}, often icons or a font without a text map).',
      fix: 'Use a standard font, write contact labels as words instead of icons, and export the PDF again.',
    },
    ar: {
      reason:
        'تعذرت قراءة بعض الحروف (الصفحة {{page}}؛ {{count:unreadableGlyph}}، غالبًا أيقونات أو خط بلا خريطة نصية).',
      fix: 'استخدم خطًا قياسيًا واكتب عناوين بيانات التواصل كلمات بدل الأيقونات ثم صدّر ملف PDF من جديد.',
    },
  },
  twoColumns: {
    en: {
      reason:
        'The CV is laid out in two columns; many applicant-tracking systems read across the columns and mix up your sections.',
      fix: 'Use a single-column layout.',
    },
    ar: {
      reason: 'السيرة مقسمة إلى عمودين، وكثير من أنظمة تتبع المتقدمين تقرأ عبر العمودين فتختلط الأقسام.',
      fix: 'استخدم تصميمًا من عمود واحد.',
    },
  },
  noName: {
    en: {
      reason: 'Your name could not be found at the top of the CV.',
      fix: 'Put your full name alone on the first line.',
    },
    ar: { reason: 'لم نجد اسمك في أعلى السيرة الذاتية.', fix: 'اكتب اسمك الكامل وحده في السطر الأول.' },
  },
  missingEmail: {
    en: { reason: 'No email address was found.', fix: 'Add a professional email address under your name.' },
    ar: { reason: 'لم نجد بريدًا إلكترونيًا.', fix: 'أضف بريدًا إلكترونيًا احترافيًا أسفل اسمك.' },
  },
  contactInHeaderFooter: {
    en: {
      reason:
        'Your contact details are only in the page {{place}}; many applicant-tracking systems skip headers and footers, so the recruiter may get your CV without them.',
      fix: 'Put your e-mail and phone as plain text in the body, under your name.',
    },
    ar: {
      reason:
        'بيانات التواصل موجودة في رأس الصفحة أو تذييلها فقط، وكثير من أنظمة تتبع المتقدمين تتجاهلهما فتصل سيرتك إلى مسؤول التوظيف بلا بيانات تواصل.',
      fix: 'اكتب بريدك ورقم هاتفك نصًا عاديًا في متن السيرة أسفل اسمك.',
    },
  },
  contactInImage: {
    en: {
      reason:
        'No e-mail or phone can be read as text: they seem to be in the picture at the top of page {{page}}, which applicant-tracking systems cannot read.',
      fix: 'Write your e-mail and phone as plain text under your name, not inside an image.',
    },
    ar: {
      reason:
        'لا يمكن قراءة البريد ولا رقم الهاتف نصًا، ويبدو أنهما داخل الصورة أعلى الصفحة ({{page}})، وأنظمة تتبع المتقدمين لا تقرأ الصور.',
      fix: 'اكتب بريدك ورقم هاتفك نصًا عاديًا أسفل اسمك لا داخل صورة.',
    },
  },
  textInTable: {
    en: {
      reason:
        'Part of the CV is in a table ({{count:line}}, from this one); many applicant-tracking systems read table cells out of order or skip them.',
      fix: 'Write these parts as ordinary paragraphs and bullet lists instead of a table.',
    },
    ar: {
      reason:
        'جزء من السيرة داخل جدول ({{count:line}} بدءًا من هذا السطر)، وكثير من أنظمة تتبع المتقدمين تقرأ خلايا الجداول بترتيب خاطئ أو تتجاهلها.',
      fix: 'اكتب هذه الأجزاء فقرات وقوائم نقطية عادية بدل الجدول.',
    },
  },
  textInTextBox: {
    en: {
      reason:
        'Part of the CV is in a text box ({{count:line}}, from this one); applicant-tracking systems often skip text boxes.',
      fix: 'Move this text out of the text box into the body of the document.',
    },
    ar: {
      reason:
        'جزء من السيرة داخل مربع نص ({{count:line}} بدءًا من هذا السطر)، وأنظمة تتبع المتقدمين كثيرًا ما تتجاهل مربعات النص.',
      fix: 'انقل هذا النص من مربع النص إلى متن المستند.',
    },
  },
  missingPhone: {
    en: {
      reason: 'No phone number was found.',
      fix: 'Add your mobile number with the country code, e.g. +20 10 1234 5678.',
    },
    ar: { reason: 'لم نجد رقم هاتف.', fix: 'أضف رقم جوالك مع مفتاح الدولة، مثل ‎+20 10 1234 5678.' },
  },
  missingSection: {
    en: {
      reason: 'There is no “{{sectionEn}}” section heading.',
      fix: 'Add a heading named “{{sectionEn}}” so that systems find this part.',
    },
    ar: { reason: 'لا يوجد عنوان قسم «{{sectionAr}}».', fix: 'أضف عنوانًا باسم «{{sectionAr}}» حتى تجده الأنظمة.' },
  },
  entryWithoutDates: {
    en: { reason: 'This job has no dates.', fix: 'Add start and end months, e.g. “Jan 2021 – Present”.' },
    ar: { reason: 'هذه الوظيفة بلا تواريخ.', fix: 'أضف شهر البداية والنهاية، مثل «يناير 2021 – حتى الآن».' },
  },
  mixedDateStyles: {
    en: {
      reason: 'Dates are written in different styles (month names and numbers).',
      fix: 'Write every date the same way, e.g. “Mar 2022”.',
    },
    ar: {
      reason: 'التواريخ مكتوبة بأساليب مختلفة (أسماء الشهور وأرقامها).',
      fix: 'اكتب كل التواريخ بالأسلوب نفسه، مثل «مارس 2022».',
    },
  },
  tooShort: {
    en: {
      reason: 'The CV has only {{words:word}}: too little for a system or a recruiter to judge.',
      fix: 'Describe each job with two to five achievements and list your skills.',
    },
    ar: {
      reason: 'في السيرة {{words:word}} فقط، وهذا قليل على الأنظمة ومسؤولي التوظيف.',
      fix: 'صف كل وظيفة بإنجازين إلى خمسة إنجازات واذكر مهاراتك.',
    },
  },
  tooLong: {
    en: { reason: 'The CV is {{pages:page}} long.', fix: 'Keep it to one or two pages: cut old or unrelated jobs.' },
    ar: { reason: 'طول السيرة {{pages:page}}.', fix: 'اجعلها صفحة أو صفحتين: احذف الوظائف القديمة أو غير المرتبطة.' },
  },
  noSummary: {
    en: {
      reason: 'There is no summary.',
      fix: 'Open with two or three lines: who you are, your years of experience, and your strongest skills.',
    },
    ar: { reason: 'لا يوجد ملخص مهني.', fix: 'ابدأ بسطرين أو ثلاثة: من أنت، وسنوات خبرتك، وأقوى مهاراتك.' },
  },
  shortSummary: {
    en: {
      reason: 'The summary has only {{words:word}}.',
      fix: 'Add your years of experience, your field and one result you are proud of.',
    },
    ar: { reason: 'في الملخص {{words:word}} فقط.', fix: 'أضف سنوات خبرتك ومجالك وإنجازًا واحدًا تفخر به.' },
  },
  longSummary: {
    en: {
      reason: 'The summary has {{words:word}}: recruiters skim it in seconds.',
      fix: 'Cut it to three lines (about 50 words).',
    },
    ar: {
      reason: 'في الملخص {{words:word}}، ومسؤولو التوظيف يقرؤونه في ثوانٍ.',
      fix: 'اختصره إلى ثلاثة أسطر (نحو 50 كلمة).',
    },
  },
  noJobTitle: {
    en: {
      reason: 'No job title was found under your name.',
      fix: 'Write the title of the job you are applying for under your name.',
    },
    ar: { reason: 'لم نجد مسمى وظيفيًا أسفل اسمك.', fix: 'اكتب مسمى الوظيفة التي تتقدم لها أسفل اسمك.' },
  },
  fewSkills: {
    en: { reason: 'Only {{count:skill}} listed.', fix: 'List 6 to 12 skills that the jobs you want ask for.' },
    ar: { reason: 'في السيرة {{count:skill}} فقط.', fix: 'اذكر من 6 إلى 12 مهارة تطلبها الوظائف التي تريدها.' },
  },
  missingRoleSkill: {
    en: {
      reason: '“{{skill}}” is essential for a {{role}} and is not mentioned.',
      fix: 'If you have it, add “{{skill}}” to your skills and show where you used it.',
    },
    ar: {
      reason: 'مهارة «{{skillAr}}» أساسية لوظيفة {{roleAr}} ولم تُذكر.',
      fix: 'إن كانت لديك فأضف «{{skillAr}}» إلى مهاراتك ووضّح أين استخدمتها.',
    },
  },
  unknownRole: {
    en: {
      reason: 'We could not tell which role this CV targets, so its content cannot be matched to one.',
      fix: 'Write a standard job title under your name, e.g. “Data Analyst”.',
    },
    ar: {
      reason: 'لم نتمكن من معرفة الوظيفة التي تستهدفها السيرة، فلا يمكن مطابقة محتواها بها.',
      fix: 'اكتب مسمى وظيفيًا معروفًا أسفل اسمك، مثل «محلل بيانات».',
    },
  },
  emptyExperience: {
    en: { reason: 'This job has no description.', fix: 'Add two to five lines on what you achieved there.' },
    ar: { reason: 'هذه الوظيفة بلا وصف.', fix: 'أضف من سطرين إلى خمسة أسطر عما أنجزته فيها.' },
  },
  cliche: {
    en: {
      reason: '“{{phrase}}” is a cliché that says nothing an employer can check.',
      fix: 'Replace it with a result that proves it.',
    },
    ar: {
      reason: 'عبارة «{{phrase}}» مستهلكة ولا تقول شيئًا يمكن لصاحب العمل التحقق منه.',
      fix: 'استبدلها بإنجاز يثبتها.',
    },
  },
  firstPerson: {
    en: {
      reason: 'This line is written in the first person (I, my).',
      fix: 'Start with the verb instead: “Led…”, not “I led…”.',
    },
    ar: { reason: 'هذا السطر مكتوب بضمير المتكلم (أنا).', fix: 'ابدأ بالفعل مباشرة: «قدت…» بدلًا من «أنا قدت…».' },
  },
  personalDetails: {
    en: {
      reason: 'Personal details ({{detail}}) do not belong in a CV and can lead to bias.',
      fix: 'Remove this line.',
    },
    ar: {
      reason: 'البيانات الشخصية ({{detailAr}}) لا مكان لها في السيرة الذاتية وقد تؤدي إلى التحيز.',
      fix: 'احذف هذا السطر.',
    },
  },
  noAchievements: {
    en: {
      reason: 'No achievements were found under your experience.',
      fix: 'Under each job, add bullets that start with a verb and end with a result: “Cut delivery time by 20%”.',
    },
    ar: {
      reason: 'لم نجد إنجازات تحت خبراتك.',
      fix: 'أضف تحت كل وظيفة نقاطًا تبدأ بفعل وتنتهي بنتيجة: «خفّضت زمن التسليم بنسبة 20%».',
    },
  },
  noMetric: {
    en: {
      reason: 'This line has no figure showing the result.',
      fix: 'Add a number: how much, how many, how fast, or how much money.',
    },
    ar: {
      reason: 'لا يحتوي هذا السطر على رقم يوضح النتيجة.',
      fix: 'أضف رقمًا: كم، وكم عددًا، وبأي سرعة، أو كم من المال.',
    },
  },
  fewMetrics: {
    en: {
      reason: 'Only {{percent}}% of your achievement lines have figures.',
      fix: 'Aim for figures in at least half of them.',
    },
    ar: { reason: '{{percent}}% فقط من أسطر إنجازاتك تحتوي على أرقام.', fix: 'اجعل الأرقام في نصفها على الأقل.' },
  },
  weakOpening: {
    en: {
      reason: '“{{phrase}}…” describes a duty, not an achievement.',
      fix: 'Open with a strong verb that says what you did: Led, Built, Increased, Reduced.',
    },
    ar: { reason: '«{{phrase}}…» يصف مهمة لا إنجازًا.', fix: 'ابدأ بفعل قوي يقول ما فعلته: قدت، بنيت، زدت، خفّضت.' },
  },
  fewAchievements: {
    en: {
      reason: 'Only {{count:achievementLine}} for {{jobs:jobGen}}.',
      fix: 'Give every job two to five achievements, each on its own line.',
    },
    ar: {
      reason: 'أقل من إنجازين لكل وظيفة: {{count:achievementLine}} في {{jobs:jobGen}}.',
      fix: 'اذكر لكل وظيفة من إنجازين إلى خمسة، كل إنجاز في سطر.',
    },
  },
  noActionVerb: {
    en: {
      reason: 'This line opens with “{{word}}”, not with what you did.',
      fix: 'Start with a past-tense action verb: Built, Led, Reduced, Answered.',
    },
    ar: {
      reason: 'يبدأ هذا السطر بـ «{{word}}» لا بما فعلته.',
      fix: 'ابدأ بفعل ماضٍ يصف ما فعلته: بنيت، قدت، خفّضت، أجبت.',
    },
  },
  longBullet: {
    en: { reason: 'This line has {{words:word}}.', fix: 'Keep each achievement under 25 words; split it in two.' },
    ar: { reason: 'في هذا السطر {{words:word}}.', fix: 'اجعل كل إنجاز أقل من 25 كلمة، أو قسّمه إلى سطرين.' },
  },
};

const SECTION_NAMES: Record<string, Record<Lang, string>> = {
  experience: { en: 'Experience', ar: 'الخبرات' },
  education: { en: 'Education', ar: 'التعليم' },
  skills: { en: 'Skills', ar: 'المهارات' },
};
const DETAIL_NAMES: Record<string, Record<Lang, string>> = {
  birthDate: { en: 'date of birth', ar: 'تاريخ الميلاد' },
  maritalStatus: { en: 'marital status', ar: 'الحالة الاجتماعية' },
  religion: { en: 'religion', ar: 'الديانة' },
};

/** The reason and fix of a deduction, in a language. */
export function reviewTexts(code: string, params: Record<string, string | number>, lang: Lang): Texts {
  const texts = REVIEW_TEXTS[code]?.[lang] ?? { reason: code, fix: '' };
  const values: Record<string, string | number> = {
    ...params,
    ...(typeof params.section === 'string'
      ? {
          sectionEn: SECTION_NAMES[params.section]?.en ?? params.section,
          sectionAr: SECTION_NAMES[params.section]?.ar ?? params.section,
        }
      : {}),
    ...(typeof params.detail === 'string'
      ? {
          detail: DETAIL_NAMES[params.detail]?.en ?? params.detail,
          detailAr: DETAIL_NAMES[params.detail]?.ar ?? params.detail,
        }
      : {}),
  };
  const fill = (s: string) =>
    s.replace(/\{\{(\w+)(?::(\w+))?\}\}/g, (_, name: string, noun: string | undefined) => {
      const value = values[name] ?? '';
      return noun && isCountedNoun(noun) ? counted(lang, Number(value), noun) : String(value);
    });
  return { reason: fill(texts.reason), fix: fill(texts.fix) };
}

const ENHANCE_REASONS: Record<string, Record<Lang, string>> = {
  strongVerb: {
    en: 'Opens with a strong action verb instead of a duty.',
    ar: 'يبدأ بفعل إنجاز قوي بدلًا من وصف المهمة.',
  },
  pastTense: { en: 'Says what you did, in the past tense.', ar: 'يقول ما فعلته بصيغة الماضي.' },
  addFigure: {
    en: 'Leaves a place for the figure that proves the result: replace [number] or [X]% with your real figure (nothing was made up for you).',
    ar: 'يترك مكانًا للرقم الذي يثبت النتيجة: ضع رقمك الحقيقي مكان [عدد] أو [X]% (لم نخترع أي رقم نيابة عنك).',
  },
  typo: { en: 'Corrects a spelling mistake.', ar: 'يصحح خطأً إملائيًا.' },
  firstPerson: { en: 'Drops the first person (I, my).', ar: 'يحذف ضمير المتكلم.' },
  cliche: { en: 'Drops a cliché an employer cannot check.', ar: 'يحذف عبارة مستهلكة لا يمكن لصاحب العمل التحقق منها.' },
};

export const enhanceReason = (reason: string, lang: Lang): string => ENHANCE_REASONS[reason]?.[lang] ?? reason;
