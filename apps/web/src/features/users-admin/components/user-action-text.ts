import type { TUser } from '@masar/contracts';

export type TUserAction = 'makeAdmin' | 'makeUser' | 'disable' | 'enable';

export function fullName(user: Pick<TUser, 'firstName' | 'lastName' | 'email'>) {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The name for a translated sentence, isolated (FSI … PDI) so a Latin name cannot reorder Arabic text. */
export function isolated(text: string) {
  return `\u2068${text}\u2069`;
}

/** What each action sends to PATCH /users/{id}, and its confirmation and toast texts (admin namespace). */
export const ACTIONS: Record<
  TUserAction,
  {
    body: { role?: 'user' | 'admin'; disabled?: boolean };
    title: string;
    description: string;
    confirm: string;
    done: string;
    danger: boolean;
  }
> = {
  makeAdmin: {
    body: { role: 'admin' },
    title: 'users.confirm.makeAdminTitle',
    description: 'users.confirm.makeAdminBody',
    confirm: 'users.actions.makeAdmin',
    done: 'users.done.madeAdmin',
    danger: false,
  },
  makeUser: {
    body: { role: 'user' },
    title: 'users.confirm.makeUserTitle',
    description: 'users.confirm.makeUserBody',
    confirm: 'users.actions.makeUser',
    done: 'users.done.madeUser',
    danger: true,
  },
  disable: {
    body: { disabled: true },
    title: 'users.confirm.disableTitle',
    description: 'users.confirm.disableBody',
    confirm: 'users.actions.disable',
    done: 'users.done.disabled',
    danger: true,
  },
  enable: {
    body: { disabled: false },
    title: 'users.confirm.enableTitle',
    description: 'users.confirm.enableBody',
    confirm: 'users.actions.enable',
    done: 'users.done.enabled',
    danger: false,
  },
};
