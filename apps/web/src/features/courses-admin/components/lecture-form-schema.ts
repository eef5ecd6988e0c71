import { VALIDATION, ZLectureKind, type TOutlineLecture } from '@masar/contracts';
import { z } from 'zod';

const MAX_SECONDS = 86_400;

/** The lecture form: the length typed as minutes and seconds, the body only for text lectures. */
export const ZLectureForm = z
  .object({
    title: z.string().trim().min(1, VALIDATION.required).max(200, VALIDATION.tooLong),
    kind: ZLectureKind,
    sectionId: z.string(),
    minutes: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, VALIDATION.durationInvalid),
    seconds: z
      .string()
      .trim()
      .regex(/^\d{0,2}$/, VALIDATION.durationInvalid),
    isPreview: z.boolean(),
    body: z.string().max(100_000, VALIDATION.tooLong),
  })
  .superRefine((values, ctx) => {
    if (Number(values.seconds || 0) > 59)
      ctx.addIssue({ code: 'custom', path: ['seconds'], message: VALIDATION.durationInvalid });
    if (toSeconds(values) > MAX_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: VALIDATION.durationInvalid });
  });
export type TLectureFormValues = z.infer<typeof ZLectureForm>;

export function toSeconds({ minutes, seconds }: Pick<TLectureFormValues, 'minutes' | 'seconds'>) {
  return Number(minutes || 0) * 60 + Number(seconds || 0);
}

export function splitSeconds(total: number) {
  return { minutes: String(Math.floor(total / 60)), seconds: String(total % 60) };
}

/** What the form sends: fits both POST /sections/{id}/lectures and PATCH /lectures/{id}. */
export type TLectureBody = Pick<TOutlineLecture, 'title' | 'kind' | 'durationSeconds' | 'isPreview'> & {
  body: string | null;
};

export function toLectureRequest(values: TLectureFormValues): TLectureBody {
  return {
    title: values.title.trim(),
    kind: values.kind,
    durationSeconds: toSeconds(values),
    isPreview: values.isPreview,
    body: values.kind === 'text' ? values.body : null,
  };
}

export function toLectureValues(lecture: TOutlineLecture | undefined, sectionId: string): TLectureFormValues {
  return {
    title: lecture?.title ?? '',
    kind: lecture?.kind ?? 'video',
    sectionId,
    ...splitSeconds(lecture?.durationSeconds ?? 0),
    isPreview: lecture?.isPreview ?? false,
    body: lecture?.body ?? '',
  };
}
