import { z } from 'zod';

export const COURSE_CATEGORIES = ['AI', 'Programming', 'Data Science', 'Design', 'Business Management'] as const;
export const ZCourseCategory = z.enum(COURSE_CATEGORIES);
export type TCourseCategory = z.infer<typeof ZCourseCategory>;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const ZCourseLevel = z.enum(COURSE_LEVELS);
export type TCourseLevel = z.infer<typeof ZCourseLevel>;

export const TRAINER_SPECIALTIES = ['tech', 'business', 'language'] as const;
export const ZTrainerSpecialty = z.enum(TRAINER_SPECIALTIES);
export type TTrainerSpecialty = z.infer<typeof ZTrainerSpecialty>;

export const LANGUAGES = ['ar', 'en'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const USER_ROLES = ['user', 'admin'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

export const COURSE_SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export const ZCourseSort = z.enum(COURSE_SORTS);
export type TCourseSort = z.infer<typeof ZCourseSort>;

export const LECTURE_KINDS = ['video', 'text', 'pdf', 'quiz'] as const;
export const ZLectureKind = z.enum(LECTURE_KINDS);
