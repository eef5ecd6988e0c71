import type { TContactRequest, TCourseRegistrationRequest, TLanguage } from '@masar/contracts';
import type { FormsMail } from './forms-mail';
import type { FormsRepository } from './forms-repository';

/** Acknowledgements per address per day: the form cannot be used to flood someone else's inbox. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

export interface FormsServiceDeps {
  repository: FormsRepository;
  mail: FormsMail;
  now: () => Date;
  /** runs mail after the response (see background.ts) */
  later: (name: string, work: () => Promise<void>) => void;
}

export function createFormsService(deps: FormsServiceDeps) {
  const since = () => new Date(deps.now().getTime() - DAY_MS);
  return {
    async submitContact(input: TContactRequest, lang: TLanguage): Promise<void> {
      const { row, earlierFromSender } = await deps.repository.createContactMessage(input, since());
      deps.later('contact message to support', () => deps.mail.contactToSupport(row, lang));
      if (earlierFromSender < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) {
        deps.later('contact acknowledgement', () => deps.mail.contactAcknowledgement(row, lang));
      }
    },

    /** false when the course does not exist or is not published */
    async register(courseId: string, input: TCourseRegistrationRequest, lang: TLanguage): Promise<boolean> {
      const stored = await deps.repository.createRegistration(courseId, input, since());
      if (!stored) return false;
      const { row, course, earlierFromSender } = stored;
      deps.later('course registration to support', () => deps.mail.registrationToSupport(row, course, lang));
      if (earlierFromSender < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) {
        deps.later('course registration acknowledgement', () =>
          deps.mail.registrationAcknowledgement(row, course, lang),
        );
      }
      return true;
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
