import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CourseList } from '@/features/catalog/components/course-grid';
import { isNotFound, useTrainer } from '@/features/trainers/api/get-trainers';
import { TrainerProfileView } from '@/features/trainers/components/trainer-profile-view';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function TrainerProfileRoute() {
  const { t } = useTranslation('trainers');
  const { id = '' } = useParams();
  const { data: trainer, isPending, isError, error } = useTrainer(id);
  const missing = isError && isNotFound(error);
  useDocumentTitle(trainer?.name ?? (missing ? t('profile.notFoundTitle') : t('profile.title')));

  if (isPending) {
    return (
      <Container className="space-y-4 py-14" aria-busy="true">
        <span role="status" className="sr-only">
          {t('profile.loading')}
        </span>
        <Skeleton className="size-32 rounded-full" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
      </Container>
    );
  }
  if (missing) {
    return (
      <Container className="flex flex-col items-center py-24 text-center">
        <Heading level={1} className="mb-4">
          {t('profile.notFoundTitle')}
        </Heading>
        <p className="mb-8 max-w-md text-muted">{t('profile.notFoundBody')}</p>
        <Link to={paths.trainers.getHref()} className={buttonClasses('primary')}>
          {t('profile.browse')}
        </Link>
      </Container>
    );
  }
  if (isError) {
    return (
      <Container className="py-12">
        <Heading level={1} className="mb-6">
          {t('profile.title')}
        </Heading>
        <Alert>{errorText(error, 'load.trainerDetails')}</Alert>
      </Container>
    );
  }
  return (
    <>
      <TrainerProfileView trainer={trainer} />
      <Container className="py-12">
        <section aria-labelledby="trainer-courses-title">
          <Heading id="trainer-courses-title" className="mb-6">
            {t('profile.courses', { name: trainer.name })}
          </Heading>
          {trainer.courses.length === 0 ? (
            <p className="text-muted">{t('profile.noCourses')}</p>
          ) : (
            <CourseList courses={trainer.courses} headingLevel={3} />
          )}
        </section>
      </Container>
    </>
  );
}
