import { useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { RootLayout } from '@/components/layouts/root-layout';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-import';
import { resetNavigator, setNavigator } from '@/lib/navigation';
import { GuestOnly, RequireAdmin, RequireAuth, RequireLearner } from './guards';
import { RootErrorBoundary } from './root-error-page';

// Every screen is its own chunk; the root layout's Suspense shows the centred spinner meanwhile.
// Declarative routing (<Routes>), not the data router: the data router adds ~19 KB gzip to the
// home page's first download and nothing here uses loaders or actions.
const Home = lazyPage(() => import('./routes/home'));
const Courses = lazyPage(() => import('./routes/courses'));
const CourseDetails = lazyPage(() => import('./routes/course-details'));
const CourseOverview = lazyPage(() => import('./routes/course-overview'));
const Trainers = lazyPage(() => import('./routes/trainers'));
const TrainerProfile = lazyPage(() => import('./routes/trainer-profile'));
const Policy = lazyPage(() => import('./routes/policy'));
const Terms = lazyPage(() => import('./routes/terms'));
const Moodle = lazyPage(() => import('./routes/moodle'));
const Landing = lazyPage(() => import('./routes/landing'));
const AddPassword = lazyPage(() => import('./routes/add-password'));
const PasswordReset = lazyPage(() => import('./routes/password-reset'));
const SocialCallback = lazyPage(() => import('./routes/social-callback'));
const ConfirmEmail = lazyPage(() => import('./routes/confirm-email'));
const Certificate = lazyPage(() => import('./routes/certificate'));
const Career = lazyPage(() => import('./routes/career'));
const CareerResumeNew = lazyPage(() => import('./routes/career-resume-new'));
const CareerResume = lazyPage(() => import('./routes/career-resume'));
const CareerReview = lazyPage(() => import('./routes/career-review'));
const CareerSkills = lazyPage(() => import('./routes/career-skills'));
const CareerInterview = lazyPage(() => import('./routes/career-interview'));
const CareerResumes = lazyPage(() => import('./routes/career-resumes'));
const CareerEnhance = lazyPage(() => import('./routes/career-enhance'));
const Login = lazyPage(() => import('./routes/login'));
const Signup = lazyPage(() => import('./routes/signup'));
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'));
const Payment = lazyPage(() => import('./routes/payment'));
const UserCourses = lazyPage(() => import('./routes/user-courses'));
const Orders = lazyPage(() => import('./routes/orders'));
const Profile = lazyPage(() => import('./routes/profile'));
const AdminLayout = lazyPage(() => import('./routes/admin-layout'));
const Dashboard = lazyPage(() => import('./routes/dashboard'));
const DashboardUsers = lazyPage(() => import('./routes/dashboard-users'));
const DashboardTrainers = lazyPage(() => import('./routes/dashboard-trainers'));
const DashboardCourses = lazyPage(() => import('./routes/dashboard-courses'));
const DashboardCourseEditor = lazyPage(() => import('./routes/dashboard-course-editor'));
const DashboardMessages = lazyPage(() => import('./routes/dashboard-messages'));
const DashboardRegistrations = lazyPage(() => import('./routes/dashboard-registrations'));
const DashboardMoodle = lazyPage(() => import('./routes/dashboard-moodle'));
const DashboardCertificates = lazyPage(() => import('./routes/dashboard-certificates'));
const DashboardInsight = lazyPage(() => import('./routes/dashboard-insight'));
const DashboardInsightCourse = lazyPage(() => import('./routes/dashboard-insight-course'));
const DashboardQuestions = lazyPage(() => import('./routes/dashboard-questions'));
const DashboardJobs = lazyPage(() => import('./routes/dashboard-jobs'));
const NotFound = lazyPage(() => import('./routes/not-found'));

const page = (path: string, Page: LazyExoticComponent<ComponentType>) => (
  <Route key={path} path={path} element={<Page />} />
);

/** Lets the HTTP client navigate client-side (to /login after a failed refresh) while the router is mounted. */
function RegisterNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => {
      void navigate(to);
    });
    return resetNavigator;
  }, [navigate]);
  return null;
}

/** All routes; render inside a <BrowserRouter> (the app) or a <MemoryRouter> (tests). */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <RegisterNavigator />
      <Routes>
        <Route element={<RootLayout />}>
          {page(paths.home.path, Home)}
          {page(paths.homeAlias.path, Home)}
          {page(paths.courses.path, Courses)}
          {page(paths.courseDetails.path, CourseDetails)}
          {page(paths.trainers.path, Trainers)}
          {page(paths.trainerProfile.path, TrainerProfile)}
          {page(paths.policy.path, Policy)}
          {page(paths.terms.path, Terms)}
          {page(paths.moodle.path, Moodle)}
          {page(paths.landing.path, Landing)}
          {page(paths.passwordReset.path, PasswordReset)}
          {page(paths.socialCallback.path, SocialCallback)}
          {page(paths.confirmEmail.path, ConfirmEmail)}
          {page(paths.certificate.path, Certificate)}
          {page(paths.career.path, Career)}
          {/* guest-only too, but the page redirects by itself: to `?redirect=` once signed in */}
          {page(paths.login.path, Login)}
          <Route element={<GuestOnly />}>
            {page(paths.signup.path, Signup)}
            {page(paths.forgotPassword.path, ForgotPassword)}
          </Route>
          <Route element={<RequireAuth />}>
            {/* SPEC section 2 lists it with the public routes; it needs a bearer token, so a guest logs in first */}
            {page(paths.addPassword.path, AddPassword)}
            {page(paths.payment.path, Payment)}
            {page(paths.userCourses.path, UserCourses)}
            {page(paths.orders.path, Orders)}
            {page(paths.order.path, Orders)}
            {page(paths.profile.path, Profile)}
            {page(paths.courseOverview.path, CourseOverview)}
            {page(paths.careerResumeNew.path, CareerResumeNew)}
            {page(paths.careerResume.path, CareerResume)}
            {page(paths.careerReview.path, CareerReview)}
            {page(paths.careerSkills.path, CareerSkills)}
            {page(paths.careerInterview.path, CareerInterview)}
            {page(paths.careerInterviewSession.path, CareerInterview)}
            {page(paths.careerResumes.path, CareerResumes)}
            {page(paths.careerResumeEdit.path, CareerResumeNew)}
            {page(paths.careerReviewDetails.path, CareerReview)}
            {page(paths.careerEnhance.path, CareerEnhance)}
          </Route>
          {/* SPEC section 2: the same screen as /usercourses, for learners only */}
          <Route element={<RequireLearner />}>{page(paths.paymentSuccess.path, UserCourses)}</Route>
          <Route element={<RequireAdmin />}>
            <Route path={paths.dashboard.path} element={<AdminLayout />}>
              <Route index element={<Dashboard />} />
              {page(paths.dashboardUsers.path, DashboardUsers)}
              {page(paths.dashboardTrainers.path, DashboardTrainers)}
              {page(paths.dashboardCourses.path, DashboardCourses)}
              {page(paths.dashboardCourse.path, DashboardCourseEditor)}
              {page(paths.dashboardMessages.path, DashboardMessages)}
              {page(paths.dashboardRegistrations.path, DashboardRegistrations)}
              {page(paths.dashboardMoodle.path, DashboardMoodle)}
              {page(paths.dashboardOrders.path, Orders)}
              {page(paths.dashboardCertificates.path, DashboardCertificates)}
              {page(paths.dashboardInsight.path, DashboardInsight)}
              {page(paths.dashboardInsightCourse.path, DashboardInsightCourse)}
              {page(paths.dashboardQuestions.path, DashboardQuestions)}
              {page(paths.dashboardJobs.path, DashboardJobs)}
            </Route>
          </Route>
          {page(paths.notFound.path, NotFound)}
          {page('*', NotFound)}
        </Route>
      </Routes>
    </RootErrorBoundary>
  );
}
