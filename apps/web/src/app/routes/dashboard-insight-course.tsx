import { useParams } from 'react-router';
import { CourseInsightPage } from '@/features/insight/components/course-insight-page';

export default function DashboardInsightCourseRoute() {
  const { id = '' } = useParams();
  return <CourseInsightPage key={id} courseId={id} />;
}
