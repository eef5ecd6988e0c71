import type { TCourseCategory } from '@masar/contracts';
import { BarChart3, Brain, BriefcaseBusiness, Code2, Palette, type LucideIcon } from 'lucide-react';

export const categoryIcons: Record<TCourseCategory, LucideIcon> = {
  AI: Brain,
  Programming: Code2,
  'Data Science': BarChart3,
  Design: Palette,
  'Business Management': BriefcaseBusiness,
};

export const categoryGradients: Record<TCourseCategory, string> = {
  AI: 'from-brand-700 via-brand-600 to-brand-400',
  Programming: 'from-brand-900 via-brand-800 to-brand-600',
  'Data Science': 'from-brand-800 via-brand-600 to-accent-400',
  Design: 'from-accent-700 via-accent-500 to-accent-300',
  'Business Management': 'from-brand-950 via-brand-800 to-accent-500',
};
