import { useParams } from 'react-router';
import { CoursePlayer } from '@/features/learning/components/course-player';

export default function CourseOverviewRoute() {
  const { id = '' } = useParams();
  return <CoursePlayer key={id} courseId={id} />;
}
