import type { TReviewAverageQuery } from './types';

export const careerKeys = {
  all: ['career'] as const,
  resumes: () => [...careerKeys.all, 'resumes'] as const,
  resumeList: () => [...careerKeys.resumes(), 'list'] as const,
  resume: (id: string) => [...careerKeys.resumes(), 'detail', id] as const,
  reviews: () => [...careerKeys.all, 'reviews'] as const,
  reviewList: () => [...careerKeys.reviews(), 'list'] as const,
  /** reasons and fixes come in the request's language: one entry per language */
  review: (id: string, lang?: string) => [...careerKeys.reviews(), 'detail', id, ...(lang ? [lang] : [])] as const,
  averages: (query: TReviewAverageQuery) => [...careerKeys.reviews(), 'average', query] as const,
  enhance: (source: { resumeId?: string; reviewId?: string }, lang: string) =>
    [...careerKeys.all, 'enhance', source, lang] as const,
  roles: () => [...careerKeys.all, 'roles'] as const,
  skills: (q: string) => [...careerKeys.all, 'skills', q] as const,
  interviews: () => [...careerKeys.all, 'interviews'] as const,
  interviewList: () => [...careerKeys.interviews(), 'list'] as const,
  interview: (id: string) => [...careerKeys.interviews(), 'detail', id] as const,
};
