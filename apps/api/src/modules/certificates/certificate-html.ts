import QRCode from 'qrcode';
import { formatDate, formatDuration, formatNumber } from '@masar/contracts/format';
import { PDF_FONT_FAMILIES, pdfFontFaceCss } from '#src/plugins/pdf/index';
import type { CertificateRow } from './certificates-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXT = {
  ar: {
    title: 'شهادة إتمام',
    // the act is the noun (إتمام), not a verb that would make every learner masculine
    certifies: 'تشهد منصة مسار بإتمام',
    completed: 'جميع متطلبات دورة',
    trainer: 'المدرب',
    length: 'مدة الدورة',
    exam: 'درجة الاختبار النهائي',
    issued: 'تاريخ الإصدار',
    code: 'رمز التحقق',
    verify: 'للتحقق من صحة الشهادة امسح الرمز أو زر',
    revoked: (date: string) => `ألغيت هذه الشهادة في ${date}`,
    revokedMark: 'ملغاة',
  },
  en: {
    title: 'Certificate of Completion',
    certifies: 'Masar certifies that',
    completed: 'has successfully completed the course',
    trainer: 'Trainer',
    length: 'Course length',
    exam: 'Final exam score',
    issued: 'Issued on',
    code: 'Verification code',
    verify: 'To verify this certificate, scan the code or visit',
    revoked: (date: string) => `This certificate was revoked on ${date}`,
    revokedMark: 'REVOKED',
  },
} as const;

/** The certificate as a self-contained A4 landscape page in the learner's language. */
export async function certificateHtml(c: CertificateRow, verifyUrl: string): Promise<string> {
  const lang = c.language;
  const t = TEXT[lang];
  // the site's formatters: its digits, and its rounding of lengths (never "0 hours")
  const longDate = (at: Date) => formatDate(at, lang, { dateStyle: 'long', timeZone: 'Africa/Cairo' });
  const issued = longDate(c.issuedAt);
  const qr = await QRCode.toString(verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const row = (label: string, value: string) =>
    `<div class="f"><span class="l">${escapeHtml(label)}</span><bdi>${escapeHtml(value)}</bdi></div>`;
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title><style>
${pdfFontFaceCss()}
@page{size:A4 landscape;margin:0}
*{box-sizing:border-box}
body{margin:0;font-family:${PDF_FONT_FAMILIES.stack};color:#0f172a}
.page{width:297mm;height:210mm;padding:14mm;}
.frame{height:100%;border:3px solid #0f766e;border-radius:6mm;padding:12mm 16mm;display:flex;flex-direction:column;align-items:center;text-align:center}
.brand{font-weight:700;color:#0f766e;font-size:16pt;letter-spacing:.04em}
h1{font-size:30pt;margin:6mm 0 4mm}
.big{font-size:24pt;font-weight:700;margin:3mm 0}
.p{font-size:14pt;margin:2mm 0}
.fields{display:flex;gap:10mm;margin-top:8mm;font-size:12pt}
.f .l{display:block;color:#475569;font-size:10pt}
.foot{margin-top:auto;display:flex;align-items:center;gap:8mm;width:100%;justify-content:space-between;font-size:10pt;color:#334155}
.qr{width:30mm;height:30mm}
.qr svg{width:100%;height:100%}
.revoked{color:#b91c1c;font-weight:700;font-size:16pt}
.page{position:relative}
.mark{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none;font-size:110pt;font-weight:700;color:rgba(185,28,28,.16);transform:rotate(-24deg)}
</style></head><body><div class="page"><div class="frame">
<div class="brand">Masar · مسار</div>
<h1>${escapeHtml(t.title)}</h1>
${c.revokedAt ? `<div class="revoked">${escapeHtml(t.revoked(longDate(c.revokedAt)))}</div>` : ''}
<div class="p">${escapeHtml(t.certifies)}</div>
<div class="big"><bdi>${escapeHtml(c.learnerName)}</bdi></div>
<div class="p">${escapeHtml(t.completed)}</div>
<div class="big"><bdi>${escapeHtml(c.courseTitle)}</bdi></div>
<div class="fields">
${c.trainerName ? row(t.trainer, c.trainerName) : ''}
${row(t.length, formatDuration(c.durationMinutes, lang))}
${c.examScorePercent === null ? '' : row(t.exam, formatNumber(c.examScorePercent / 100, lang, { style: 'percent' }))}
${row(t.issued, issued)}
</div>
<div class="foot"><div style="text-align:start">${row(t.code, c.code)}<div>${escapeHtml(t.verify)}<br><span dir="ltr">${escapeHtml(verifyUrl)}</span></div></div><div class="qr">${qr}</div></div>
</div>${c.revokedAt ? `<div class="mark" aria-hidden="true">${escapeHtml(t.revokedMark)}</div>` : ''}</div></body></html>`;
}
