/** Every route path and its href builder. Components link through these, never literal strings. */
const withRedirect = (path: string, redirectTo?: string) =>
  redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;

/** A path without parameters: its href is the path itself (written once: the home page's JS budget). */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  homeAlias: fixed('/home'),
  courses: fixed('/courses'),
  courseDetails: { path: '/course-details/:id', getHref: (id: string) => `/course-details/${encodeURIComponent(id)}` },
  courseOverview: {
    path: '/course-overview/:id',
    getHref: (id: string) => `/course-overview/${encodeURIComponent(id)}`,
  },
  trainers: fixed('/trainers'),
  trainerProfile: {
    path: '/trainer-profile/:id',
    getHref: (id: string) => `/trainer-profile/${encodeURIComponent(id)}`,
  },
  policy: fixed('/policy'),
  terms: fixed('/termsofservices'),
  moodle: fixed('/moodle'),
  landing: fixed('/landing-page'),
  addPassword: fixed('/add-password'),
  passwordReset: fixed('/auth/password-reset'),
  socialCallback: fixed('/auth/google/callback'),
  confirmEmail: fixed('/auth/confirm'),
  certificate: { path: '/certificates/:code', getHref: (code: string) => `/certificates/${encodeURIComponent(code)}` },
  contact: { path: '/', getHref: () => '/#contact' },

  career: fixed('/career'),
  careerResumeNew: fixed('/career/resume/new'),
  careerResume: { path: '/career/resumes/:id', getHref: (id: string) => `/career/resumes/${encodeURIComponent(id)}` },
  careerReview: fixed('/career/review'),
  careerSkills: fixed('/career/skills'),
  careerInterview: fixed('/career/interview'),
  careerResumes: fixed('/career/resumes'),
  careerResumeEdit: {
    path: '/career/resumes/:id/edit',
    getHref: (id: string, step?: string) =>
      `/career/resumes/${encodeURIComponent(id)}/edit${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  },
  careerReviewDetails: {
    path: '/career/reviews/:id',
    getHref: (id: string) => `/career/reviews/${encodeURIComponent(id)}`,
  },
  careerEnhance: {
    path: '/career/enhance',
    getHref: (source?: { resumeId: string } | { reviewId: string }) =>
      !source
        ? '/career/enhance'
        : 'resumeId' in source
          ? `/career/enhance?resume=${encodeURIComponent(source.resumeId)}`
          : `/career/enhance?review=${encodeURIComponent(source.reviewId)}`,
  },
  careerInterviewSession: {
    path: '/career/interview/:id',
    getHref: (id: string) => `/career/interview/${encodeURIComponent(id)}`,
  },

  login: { path: '/login', getHref: (redirectTo?: string) => withRedirect('/login', redirectTo) },
  signup: fixed('/signup'),
  forgotPassword: fixed('/forgot-password'),

  payment: {
    path: '/payment',
    getHref: (courseId?: string) => (courseId ? `/payment?course=${encodeURIComponent(courseId)}` : '/payment'),
  },
  userCourses: fixed('/usercourses'),
  paymentSuccess: fixed('/payment-success'),
  profile: fixed('/profile'),
  orders: fixed('/orders'),
  order: { path: '/orders/:id', getHref: (id: string) => `/orders/${encodeURIComponent(id)}` },

  dashboard: fixed('/dashboard'),
  dashboardTrainers: fixed('/dashboard/trainers'),
  dashboardUsers: fixed('/dashboard/users'),
  dashboardCourses: fixed('/dashboard/courses'),
  dashboardCourse: {
    path: '/dashboard/courses/:id',
    getHref: (id: string) => `/dashboard/courses/${encodeURIComponent(id)}`,
  },
  dashboardMessages: fixed('/dashboard/messages'),
  dashboardRegistrations: fixed('/dashboard/registrations'),
  dashboardMoodle: fixed('/dashboard/moodle-courses'),
  dashboardOrders: fixed('/dashboard/orders'),
  dashboardCertificates: fixed('/dashboard/certificates'),
  dashboardInsight: fixed('/dashboard/insight'),
  dashboardInsightCourse: {
    path: '/dashboard/insight/courses/:id',
    getHref: (id: string) => `/dashboard/insight/courses/${encodeURIComponent(id)}`,
  },
  dashboardQuestions: fixed('/dashboard/questions'),
  dashboardJobs: fixed('/dashboard/jobs'),

  notFound: fixed('/not-found'),
} as const;
