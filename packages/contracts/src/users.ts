import { z } from 'zod';
import { ZUserRole } from './common/enums';
import { ZUser } from './auth';

const ZBooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /users (admin): an array, with the total before paging in X-Total-Count. */
export const ZUserListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: ZUserRole.optional(),
  verified: ZBooleanQuery.optional(),
  disabled: ZBooleanQuery.optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  sort: z.enum(['newest', 'oldest', 'name', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** GET /users answers this array. */
export const ZUserList = z.array(ZUser);

/** PATCH /users/{id} (admin): change the role, disable or enable the account. */
export const ZUpdateUserRequest = z
  .object({ role: ZUserRole, disabled: z.boolean() })
  .partial()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'Nothing to change' });
