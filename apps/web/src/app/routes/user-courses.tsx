import { MyCourses } from '@/features/learning/components/my-courses';

export default function UserCoursesRoute() {
  return <MyCourses />;
}
