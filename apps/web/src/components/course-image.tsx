import type { TCourseCategory } from '@masar/contracts';
import { BarChart3, Brain, BriefcaseBusiness, Code2, Palette, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

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

/**
 * A course's picture, or, without one, its category's gradient and icon: the catalog, "my
 * courses" and "continue learning" show a course the same way, never as a blank box.
 */
export function CourseImage({
  course,
  className,
  iconClassName = 'size-14',
}: {
  course: { imageUrl: string | null; category: TCourseCategory };
  className?: string;
  iconClassName?: string;
}) {
  if (course.imageUrl)
    return (
      <img
        src={course.imageUrl}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className={clsx('object-cover', className)}
      />
    );
  const Icon = categoryIcons[course.category];
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      className={clsx(
        'flex items-center justify-center bg-gradient-to-br',
        categoryGradients[course.category],
        className,
      )}
    >
      <Icon className={clsx('text-white/90', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
