import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZResume, ZResumeList, type TResume } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

const ARABIC_CV = {
  name: 'عبد الرحمن المصطفى',
  email: 'abdelrahman.mostafa@example.com',
  phone: '+20 10 1234 5678',
  address: 'القاهرة، مصر',
  jobTitle: 'محلل بيانات',
  industry: 'data',
  level: 'mid',
  // ligature-heavy words (لا، لم، لح، المسؤوليات، الاستثمارية، المتخصصين...) must come back from the PDF as typed
  summary:
    'محلل بيانات متخصص في التحليلات المالية والمسؤوليات الاستثمارية، أعمل مع المتخصصين في التكنولوجيا المالية باستخدام SQL و Power BI.',
  links: [{ website: 'LinkedIn', url: 'https://www.linkedin.com/in/abdelrahman-data' }],
  experience: [
    {
      company: 'البنك الأهلي المصري',
      jobTitle: 'محلل بيانات أول',
      from: '2021-03',
      stillWorking: true,
      to: '2024-01',
      description: 'بنيت لوحة معلومات للمخاطر يستخدمها 40 مديرا\nخفضت زمن إعداد التقارير الشهرية بنسبة 60%',
    },
  ],
  education: [{ institute: 'جامعة الإسكندرية', degree: 'بكالوريوس الإحصاء', date: '2018', description: '' }],
  certifications: [
    { name: 'Microsoft Power BI Data Analyst', institute: 'Microsoft', date: '2022-06', description: '', link: '' },
  ],
  skills: ['SQL', 'Power BI', 'التحليل الإحصائي', 'إكسل'],
  languages: [
    { name: 'العربية', proficiency: 'native' },
    { name: 'الإنجليزية', proficiency: 'fluent' },
  ],
};

const pdftotext = (pdf: Buffer, options: string[] = []) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-cv-pdf-'));
  writeFileSync(path.join(dir, 'cv.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', ...options, path.join(dir, 'cv.pdf'), '-'], {
    encoding: 'utf8',
  }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
};

describe('career: the CV builder (/api/career/resumes)', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who: Role = 'learner',
    lang = 'en',
  ) =>
    app.inject({
      method,
      url: `/api/career${url}`,
      headers: { ...as[who].headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object, who: Role = 'learner'): Promise<TResume> => {
    const res = await call('POST', '/resumes', body, who);
    expect(res.statusCode, res.body).toBe(201);
    return ZResume.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('starts a draft in the chosen language and saves each step as the learner goes', async () => {
    const draft = await create({ language: 'ar' });
    expect(draft.title).toBe('سيرتي الذاتية');
    expect(draft.data.experience).toEqual([]);
    const step1 = await call('PATCH', `/resumes/${draft._id}`, {
      data: { name: 'ليلى', email: 'layla@example.com', jobTitle: 'مصممة' },
    });
    expect(step1.statusCode, step1.body).toBe(200);
    const step2 = await call('PATCH', `/resumes/${draft._id}`, {
      data: { links: [{ website: 'Behance', url: 'https://behance.net/layla' }] },
    });
    const saved = ZResume.parse(step2.json());
    // a later step leaves the earlier ones alone
    expect(saved.data).toMatchObject({
      name: 'ليلى',
      email: 'layla@example.com',
      jobTitle: 'مصممة',
      links: [{ website: 'Behance', url: 'https://behance.net/layla' }],
    });
    const list = ZResumeList.parse((await call('GET', '/resumes')).json());
    expect(list.find((r) => r._id === draft._id)).toMatchObject({ name: 'ليلى', jobTitle: 'مصممة', language: 'ar' });
  });

  it('validates the fields of SPEC section 3 with translated messages', async () => {
    const draft = await create({ language: 'en' });
    const res = await call(
      'PATCH',
      `/resumes/${draft._id}`,
      {
        data: {
          email: 'not-an-email',
          phone: '12',
          experience: [{ company: 'X', jobTitle: 'Y', from: '2023-05', to: '2021-01' }],
          links: [{ website: 'x', url: 'javascript:alert(1)' }],
        },
      },
      'learner',
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        'data.email': 'عنوان البريد الإلكتروني غير صالح',
        'data.phone': expect.stringContaining('رقم هاتف'),
        'data.experience.0.to': 'تاريخ الانتهاء قبل تاريخ البدء',
        'data.links.0.url': expect.stringContaining('https://'),
      },
    });
    // nothing of the rejected request was stored
    expect(ZResume.parse((await call('GET', `/resumes/${draft._id}`)).json()).data.email).toBe('');
    expect((await call('PATCH', `/resumes/${draft._id}`, {})).statusCode).toBe(400);
  });

  it('stores no end date while the learner still works there', async () => {
    const cv = await create({
      language: 'en',
      data: {
        experience: [{ company: 'Fawry', jobTitle: 'Analyst', from: '2022-01', to: '2023-01', stillWorking: true }],
      },
    });
    expect(cv.data.experience[0]).toMatchObject({ stillWorking: true, to: '' });
  });

  it('lets only the owner and admins see, change, copy or delete a CV', async () => {
    const cv = await create({ language: 'en', data: { name: 'Owner' } });
    for (const [method, url] of [
      ['GET', `/resumes/${cv._id}`],
      ['PATCH', `/resumes/${cv._id}`],
      ['POST', `/resumes/${cv._id}/duplicate`],
      ['DELETE', `/resumes/${cv._id}`],
      ['GET', `/resumes/${cv._id}/pdf`],
      ['GET', `/resumes/${cv._id}/docx`],
    ] as const) {
      const res = await call(method, url, method === 'PATCH' ? { title: 'Stolen' } : undefined, 'otherLearner');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      ZResumeList.parse((await call('GET', '/resumes', undefined, 'otherLearner')).json()).some(
        (r) => r._id === cv._id,
      ),
    ).toBe(false);
    expect((await call('GET', `/resumes/${cv._id}`, undefined, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/resumes/${cv._id}`, undefined, 'guest')).statusCode).toBe(401);
  });

  it('duplicates a CV for its owner and deletes one', async () => {
    const cv = await create({ language: 'ar', title: 'سيرة للبنوك', data: { name: 'سامي' } });
    const copy = ZResume.parse((await call('POST', `/resumes/${cv._id}/duplicate`, undefined, 'learner', 'ar')).json());
    expect(copy).toMatchObject({ title: 'سيرة للبنوك (نسخة)', language: 'ar', data: { name: 'سامي' } });
    expect(copy._id).not.toBe(cv._id);
    expect((await call('DELETE', `/resumes/${cv._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/resumes/${cv._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/resumes/${copy._id}`)).statusCode).toBe(200);
  });

  it('prints an Arabic CV to a right-to-left PDF whose text comes back as typed', async () => {
    const cv = await create({ language: 'ar', data: ARABIC_CV });
    const started = Date.now();
    const res = await call('GET', `/resumes/${cv._id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000); // SPEC section 4: the download starts within 10 s
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('عبد-الرحمن-المصطفى.pdf')}`,
    );
    const text = pdftotext(res.rawPayload);
    for (const typed of [
      'عبد الرحمن المصطفى',
      'محلل بيانات',
      'المسؤوليات الاستثمارية',
      'المتخصصين في التكنولوجيا المالية',
      'التحليلات المالية',
      'البنك الأهلي المصري',
      'خفضت زمن إعداد التقارير الشهرية',
      'جامعة الإسكندرية',
      'الإنجليزية',
      'abdelrahman.mostafa@example.com',
      '+20 10 1234 5678',
      'https://www.linkedin.com/in/abdelrahman-data',
      'Microsoft Power BI Data Analyst',
    ]) {
      expect(text, typed).toContain(typed);
    }
    // laid out right to left: the name ends at the right margin of the A4 page (595 pt wide)
    // (-bbox lists Arabic words in visual order, letters reversed)
    const box = (word: string) =>
      defined(wordBoxes(res.rawPayload).find((w) => w.text === word || Array.from(w.text).reverse().join('') === word));
    expect(box('عبد').xMax).toBeGreaterThan(520);
    expect(box('المصطفى').xMin).toBeGreaterThan(300);
    expect(box('المصطفى').xMax).toBeLessThan(box('عبد').xMin);
    expect(execFileSync('pdffonts', ['-'], { input: res.rawPayload, encoding: 'utf8' })).toMatch(/NotoNaskhArabic/);
  });

  it('keeps Arabic diacritics in the PDF, and its text gives them back in whole words with the Latin runs apart', async () => {
    const lines = [
      'خفّضت التكاليف 35% باستخدام SQL وPower BI',
      'قُدت فريقًا من 5 مهندسين',
      'وفّرتُ ١٢٠ ألف جنيه بنسبة ٣٥٪ عام ٢٠٢٢',
    ];
    const cv = await create({
      language: 'ar',
      data: {
        ...ARABIC_CV,
        name: 'مُحمّد عادل',
        experience: [{ ...defined(ARABIC_CV.experience[0]), description: lines.join('\n') }],
      },
    });
    const res = await call('GET', `/resumes/${cv._id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // the flow mode an ATS reads, and the layout mode our own review reads
    for (const text of [pdftotext(res.rawPayload), pdftotext(res.rawPayload, ['-layout'])]) {
      for (const typed of ['مُحمّد عادل', ...lines]) expect(text, typed).toContain(typed);
      expect(text).not.toMatch(/[A-Za-z0-9%\u0660-\u066A][\u0621-\u064A]/);
      // the skills line: each skill apart (an Arabic comma gave «SQLPower BI ، ،التحليل الإحصائي»)
      const skills = defined(text.split('\n').find((line) => line.includes('Power BI') && line.includes('إكسل')));
      expect(skills.split(/\s*[•،,]\s*/).map((skill) => skill.trim())).toEqual(ARABIC_CV.skills);
    }
  });

  it('exports a DOCX with right-to-left paragraphs for Arabic, and the English one left to right', async () => {
    const ar = await create({ language: 'ar', data: ARABIC_CV });
    const res = await call('GET', `/resumes/${ar._id}/docx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const typed of [
      'عبد الرحمن المصطفى',
      'المسؤوليات الاستثمارية',
      'abdelrahman.mostafa@example.com',
      'بنيت لوحة معلومات للمخاطر يستخدمها 40 مديرا',
    ])
      expect(value).toContain(typed);
    const xml = await documentXml(res.rawPayload);
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    const en = await create({ language: 'en', data: { name: 'Sara Adel', summary: 'Analyst.' } });
    const enXml = await documentXml((await call('GET', `/resumes/${en._id}/docx`)).rawPayload);
    expect(enXml).not.toContain('<w:bidi/>');
  });
});

/** Words of a PDF with their boxes (pdftotext -bbox). */
function wordBoxes(pdf: Buffer): { text: string; xMin: number; xMax: number }[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-cv-bbox-'));
  writeFileSync(path.join(dir, 'cv.pdf'), pdf);
  const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'cv.pdf'), '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(
    (m) => ({ text: defined(m[3]), xMin: Number(m[1]), xMax: Number(m[2]) }),
  );
}

/** word/document.xml of a DOCX (a zip), read with the JSZip that mammoth brings. */
async function documentXml(docx: Buffer): Promise<string> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(docx);
  return defined(zip.file('word/document.xml')).async('string');
}
