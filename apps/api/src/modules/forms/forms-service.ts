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
}

export function createFormsService(deps: FormsServiceDeps) {
  const since = () => new Date(deps.now().getTime() - DAY_MS);
  return {
    async submitContact(input: TContactRequest, lang: TLanguage): Promise<void> {
      await deps.repository.createContactMessage(input, since(), (tx, { row, earlierFromSender }) =>
        deps.mail.queueContact(tx, { id: row.id, lang }, earlierFromSender < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY),
      );
    },

    /** false when the course does not exist or is not published */
    register: (courseId: string, input: TCourseRegistrationRequest, lang: TLanguage): Promise<boolean> =>
      deps.repository.createRegistration(courseId, input, since(), (tx, { row, earlierFromSender }) =>
        deps.mail.queueRegistration(tx, { id: row.id, lang }, earlierFromSender < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY),
      ),
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
