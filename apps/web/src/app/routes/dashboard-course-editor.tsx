import { useParams } from 'react-router';
import { CourseEditor } from '@/features/courses-admin/components/course-editor';

export default function DashboardCourseEditorRoute() {
  const { id = '' } = useParams();
  // a new editor (and its forms) for another course
  return <CourseEditor key={id} courseId={id} />;
}
