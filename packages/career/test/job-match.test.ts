import { describe, expect, it } from 'vitest';
import type { TParsedResume, TResumeContent } from '@masar/contracts';
import { analyzeSkills } from '@masar/career/skills/analysis';
import { roleById, skillsInItem, searchSkills } from '@masar/career/skills/catalog';
import { matchJob, matchRate } from '@masar/career/match/index';
import { readJobDescription } from '@masar/career/match/job-description';
import { parseResume } from '@masar/career/parse/index';
import { scoreResume } from '@masar/career/score/index';
import { defined } from '@masar/contracts/defined';
import { cvWith } from './support/print';

const content = cvWith;
const parsed = (data: Partial<TResumeContent>, lines: string[] = []): TParsedResume => ({
  language: 'ar',
  pages: 1,
  columns: 1,
  sections: [],
  data: content(data),
  lines,
});
const noCourses = () => Promise.resolve([]);
const job = (jobTitle: string, description: string) => ({
  company: 'Masar',
  jobTitle,
  from: '2021-01',
  to: '',
  stillWorking: true,
  description,
});

const arabicAnalystCv = parsed({
  jobTitle: 'محللة بيانات',
  summary: 'محللة بيانات أستخدم إس كيو إل وباور بي آي لبناء لوحات المعلومات، وأعمل ضمن فريق.',
  experience: [job('محللة بيانات', 'كتبت استعلامات SQL يومية\nنظّفت بيانات المبيعات في إكسل')],
  skills: ['SQL', 'Excel', 'التواصل'],
});

describe('career engine: skills catalog', () => {
  it('recognises the Arabic names an HR CV uses for payroll, labour law and HR systems', () => {
    expect(skillsInItem('الرواتب')).toEqual(['payroll']);
    expect(skillsInItem('مسيرات الرواتب')).toEqual(['payroll']);
    expect(skillsInItem('قوانين العمل')).toEqual(['labor-law']);
    expect(skillsInItem('قانونُ العمل')).toEqual(['labor-law']);
    expect(skillsInItem('أنظمة الموارد البشرية')).toEqual(['hris']);
    expect(skillsInItem('أنظمة HR')).toEqual(['hris']);
  });

  it('names tech skills in Latin letters in Arabic too, and finds them by their Arabic name', () => {
    const sql = defined(searchSkills('إس كيو إل', 1)[0]);
    expect(sql).toEqual({ id: 'sql', name: { ar: 'SQL', en: 'SQL' } });
    expect(defined(searchSkills('باور', 1)[0]).name.ar).toBe('Power BI');
    expect(defined(searchSkills('الرواتب', 1)[0]).name.ar).toBe('الرواتب والأجور');
  });

  it("a review's advice names a missing tech skill in Latin letters in Arabic too", async () => {
    const parsed = parseResume({
      lines: [
        'منى عادل',
        'محللة بيانات',
        'الخبرات',
        'محللة بيانات',
        'شركة فوري',
        '2022 - الآن',
        '• أعددت تقارير المبيعات الأسبوعية',
      ],
      pages: 1,
      columns: 1,
      fileType: 'pdf',
    });
    const { parts } = await scoreResume(parsed);
    const advice = parts.flatMap((p) => p.deductions).filter((d) => d.code === 'missingRoleSkill');
    expect(advice.find((d) => d.params.skill === 'SQL')?.params.skillAr).toBe('SQL');
  });

  it('a strong Arabic HR CV lacks none of the HR skills it lists, and the coverage carries its formula', async () => {
    const cv = content({
      jobTitle: 'أخصائية موارد بشرية',
      skills: ['التوظيف', 'قانون العمل', 'الرواتب', 'أنظمة الموارد البشرية', 'تقييم الأداء', 'التهيئة', 'التواصل'],
      experience: [job('أخصائية موارد بشرية', 'أدرت علاقات الموظفين لـ 300 موظف')],
    });
    const result = await analyzeSkills(noCourses, defined(roleById('hr-specialist')), [], cv);
    const missing = result.missing.map((m) => m.skill.id);
    expect(missing).not.toContain('labor-law');
    expect(missing).not.toContain('payroll');
    expect(missing).not.toContain('hris');
    const weight = (list: { weight: number }[]) => list.reduce((sum, s) => sum + s.weight, 0);
    expect(result.weights).toEqual({
      matched: weight(result.matched),
      total: weight(result.matched) + weight(result.missing),
    });
    expect(result.coverage).toBe(Math.round((100 * result.weights.matched) / result.weights.total));
  });
});

describe('career engine: job-description match', () => {
  it('weighs hard skills 60, soft skills 25 and the title 15 over the parts the description names', () => {
    expect(
      matchRate([
        { part: 'hardSkills', matched: 3, total: 5 },
        { part: 'softSkills', matched: 1, total: 2 },
        { part: 'jobTitle', matched: 1, total: 1 },
      ]).rate,
    ).toBe(64); // 60 × 3/5 + 25 × 1/2 + 15 × 1 = 36 + 12.5 + 15 = 63.5
    const noSoft = matchRate([
      { part: 'hardSkills', matched: 1, total: 4 },
      { part: 'softSkills', matched: 0, total: 0 },
      { part: 'jobTitle', matched: 0, total: 1 },
    ]);
    expect(noSoft.formula.map((p) => p.part)).toEqual(['hardSkills', 'jobTitle']);
    expect(noSoft.rate).toBe(20); // (60 × 1/4 + 0) / 75 = 15 / 75
    expect(matchRate([]).rate).toBe(0);
  });

  it('reads an English description: its title, hard and soft skills, list items included', () => {
    const jd = readJobDescription(
      [
        'Job Title: Senior Data Analyst',
        'We are looking for an analyst to join our team in Riyadh.',
        'Requirements:',
        '- 3+ years writing SQL and building Power BI dashboards',
        '- Python, R, Tableau',
        '- Strong communication skills and a team player',
      ].join('\n'),
    );
    expect(jd.title).toMatchObject({ text: 'Senior Data Analyst', role: { id: 'data-analyst' } });
    expect(jd.hardSkills).toEqual(
      expect.arrayContaining(['sql', 'power-bi', 'data-visualization', 'python', 'r-language', 'tableau']),
    );
    expect(jd.softSkills).toEqual(['communication', 'teamwork']);
  });

  it("takes no skill from a post's announcement, nor a short name inside a longer one", () => {
    const jd = readJobDescription(
      [
        'Marketing Executive',
        "We're hiring a Marketing Executive to run our social media campaigns and report on results in Google Analytics.",
        'Requirements: SEO basics, Excel, a team player.',
      ].join('\n'),
    );
    expect(jd.title).toMatchObject({ text: 'Marketing Executive', role: { id: 'digital-marketing-specialist' } });
    expect(jd.hardSkills).toContain('google-analytics');
    expect(jd.hardSkills).not.toContain('recruitment'); // "hiring"
    expect(jd.hardSkills).not.toContain('data-analysis'); // "analytics" of Google Analytics
    expect(jd.softSkills).toEqual(['teamwork']);
  });

  it('cuts a title at the role it names', () => {
    expect(readJobDescription('Analyst, Business Intelligence (Riyadh)\nSQL and Power BI').title?.text).toBe('Analyst');
    expect(readJobDescription('مطلوب مندوب مبيعات لشركة أدوية\nخبرة في CRM').title?.text).toBe('مندوب مبيعات');
  });

  it('matches an Arabic CV to an English description across scripts, and says where each skill is', async () => {
    const result = await matchJob(
      arabicAnalystCv,
      [
        'Data Analyst',
        'Requirements: SQL, Power BI, Python, Excel.',
        'Strong communication and teamwork; able to work under pressure.',
      ].join('\n'),
      (id) =>
        Promise.resolve(
          id === 'python'
            ? [
                {
                  _id: 'c1',
                  slug: 'python',
                  title: 'Python',
                  category: 'Programming',
                  level: 'Beginner',
                  language: 'ar',
                },
              ]
            : [],
        ),
    );
    const places = Object.fromEntries(result.hardSkills.matched.map((m) => [m.skill.id, m.places]));
    expect(places.sql).toEqual(['summary', 'experience', 'skills']);
    expect(places['power-bi']).toEqual(['summary']);
    expect(places.excel).toEqual(['experience', 'skills']);
    expect(result.hardSkills.missing.map((m) => [m.skill.id, m.courses.map((c) => c.slug)])).toEqual([
      ['python', ['python']],
    ]);
    expect(result.softSkills.matched.map((m) => m.skill.id)).toEqual(['communication', 'teamwork']);
    expect(result.softSkills.missing.map((s) => s.id)).toEqual(['working-under-pressure']);
    expect(result.jobTitle).toEqual({ wanted: 'Data Analyst', found: 'محللة بيانات', place: 'title' });
    // hard skills: SQL, Power BI, Data visualization (Power BI shows it), Excel found; Python missing
    const hard = defined(result.formula.find((p) => p.part === 'hardSkills'));
    expect(hard.total - hard.matched).toBe(1);
    const expected = (60 * hard.matched) / hard.total + (25 * 2) / 3 + 15;
    expect(result.rate).toBe(Math.round(expected));
    expect(result.language).toBe('en');
  });

  it('reads an Arabic description whose title is in a sentence, and counts Latin and Arabic names once', async () => {
    const result = await matchJob(
      arabicAnalystCv,
      [
        'تعلن شركة مسار عن حاجتها إلى محلل بيانات للعمل في القاهرة',
        'المهام: إعداد تقارير المبيعات الأسبوعية.',
        'المتطلبات:',
        '• إتقان SQL و إس كيو إل Server',
        '• خبرة في باور بي آي و Tableau',
        '• مهارات التواصل والعمل تحت الضغط',
      ].join('\n'),
      noCourses,
    );
    expect(result.language).toBe('ar');
    // the title stops at the role it names; a sales report asks for no selling
    expect(result.jobTitle).toEqual({ wanted: 'محلل بيانات', found: 'محللة بيانات', place: 'title' });
    const hardIds = [...result.hardSkills.matched, ...result.hardSkills.missing].map((m) => m.skill.id);
    expect(hardIds.filter((id) => id === 'sql')).toHaveLength(1);
    expect(result.hardSkills.missing.map((m) => m.skill.id)).toEqual(['tableau']);
    expect(result.softSkills.missing.map((s) => s.id)).toEqual(['working-under-pressure']);
  });

  it('finds no title in a description that names none, and a past job title as a match', async () => {
    const cv = parsed({ jobTitle: 'Team Lead', experience: [job('Sales Representative', 'Closed B2B deals')] });
    const result = await matchJob(cv, 'مطلوب مندوب مبيعات\nخبرة في CRM والتفاوض', noCourses);
    expect(result.jobTitle).toEqual({ wanted: 'مندوب مبيعات', found: 'Sales Representative', place: 'experience' });
    const none = await matchJob(
      cv,
      'Knowledge of Salesforce is a plus. You will talk with customers every day.',
      noCourses,
    );
    expect(none.jobTitle).toEqual({ wanted: null, found: null, place: null });
    expect(none.formula.map((p) => p.part)).toEqual(['hardSkills']);
  });
});
