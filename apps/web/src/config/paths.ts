/** Every route path and its href builder. Components link through these, never literal strings. */
const withRedirect = (path: string, redirectTo?: string) =>
  redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  courses: { path: '/courses', getHref: () => '/courses' },
  courseDetails: { path: '/course-details/:id', getHref: (id: string) => `/course-details/${encodeURIComponent(id)}` },
  courseOverview: { path: '/course-overview/:id', getHref: (id: string) => `/course-overview/${encodeURIComponent(id)}` },
  trainers: { path: '/trainers', getHref: () => '/trainers' },
  trainerProfile: { path: '/trainer-profile/:id', getHref: (id: string) => `/trainer-profile/${encodeURIComponent(id)}` },
  policy: { path: '/policy', getHref: () => '/policy' },
  terms: { path: '/termsofservices', getHref: () => '/termsofservices' },
  moodle: { path: '/moodle', getHref: () => '/moodle' },
  landing: { path: '/landing-page', getHref: () => '/landing-page' },
  addPassword: { path: '/add-password', getHref: () => '/add-password' },
  passwordReset: { path: '/auth/password-reset', getHref: () => '/auth/password-reset' },
  socialCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  confirmEmail: { path: '/auth/confirm', getHref: () => '/auth/confirm' },
  certificate: { path: '/certificates/:code', getHref: (code: string) => `/certificates/${encodeURIComponent(code)}` },
  contact: { path: '/', getHref: () => '/#contact' },

  career: { path: '/career', getHref: () => '/career' },
  careerResumeNew: { path: '/career/resume/new', getHref: () => '/career/resume/new' },
  careerResume: { path: '/career/resumes/:id', getHref: (id: string) => `/career/resumes/${encodeURIComponent(id)}` },
  careerReview: { path: '/career/review', getHref: () => '/career/review' },
  careerSkills: { path: '/career/skills', getHref: () => '/career/skills' },
  careerInterview: { path: '/career/interview', getHref: () => '/career/interview' },
  careerResumes: { path: '/career/resumes', getHref: () => '/career/resumes' },
  careerResumeEdit: {
    path: '/career/resumes/:id/edit',
    getHref: (id: string, step?: string) => `/career/resumes/${encodeURIComponent(id)}/edit${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  },
  careerReviewDetails: { path: '/career/reviews/:id', getHref: (id: string) => `/career/reviews/${encodeURIComponent(id)}` },
  careerEnhance: {
    path: '/career/enhance',
    getHref: (source?: { resumeId: string } | { reviewId: string }) =>
      !source ? '/career/enhance' : 'resumeId' in source ? `/career/enhance?resume=${encodeURIComponent(source.resumeId)}` : `/career/enhance?review=${encodeURIComponent(source.reviewId)}`,
  },
  careerInterviewSession: { path: '/career/interview/:id', getHref: (id: string) => `/career/interview/${encodeURIComponent(id)}` },

  login: { path: '/login', getHref: (redirectTo?: string) => withRedirect('/login', redirectTo) },
  signup: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },

  payment: { path: '/payment', getHref: (courseId?: string) => (courseId ? `/payment?course=${encodeURIComponent(courseId)}` : '/payment') },
  userCourses: { path: '/usercourses', getHref: () => '/usercourses' },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  profile: { path: '/profile', getHref: () => '/profile' },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/orders/:id', getHref: (id: string) => `/orders/${encodeURIComponent(id)}` },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  dashboardTrainers: { path: '/dashboard/trainers', getHref: () => '/dashboard/trainers' },
  dashboardUsers: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
  dashboardCourses: { path: '/dashboard/courses', getHref: () => '/dashboard/courses' },
  dashboardCourse: { path: '/dashboard/courses/:id', getHref: (id: string) => `/dashboard/courses/${encodeURIComponent(id)}` },
  dashboardMessages: { path: '/dashboard/messages', getHref: () => '/dashboard/messages' },
  dashboardRegistrations: { path: '/dashboard/registrations', getHref: () => '/dashboard/registrations' },
  dashboardMoodle: { path: '/dashboard/moodle-courses', getHref: () => '/dashboard/moodle-courses' },
  dashboardOrders: { path: '/dashboard/orders', getHref: () => '/dashboard/orders' },

  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

