import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TLanguage, TUserListQuery, TUserRole } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { users } from '#src/db/schema/index';
import type { UserRow } from './user-mapper';
import { defined } from '@masar/contracts/defined';

export interface NewUser {
  email: string;
  /** null for accounts created by social sign-in */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  preferredLanguage: TLanguage;
}

export type UserChanges = Partial<{
  firstName: string;
  lastName: string;
  preferredLanguage: TLanguage;
  role: TUserRole;
  passwordHash: string;
  emailVerifiedAt: Date;
  disabledAt: Date | null;
}>;

const ORDER: Record<NonNullable<TUserListQuery['sort']>, SQL[]> = {
  newest: [desc(users.createdAt)],
  oldest: [asc(users.createdAt)],
  name: [asc(users.firstName), asc(users.lastName)],
  email: [asc(users.email)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000);

function filters(q: TUserListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
    where.push(
      defined(
        or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(fullName, pattern),
        ),
      ),
    );
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.verified !== undefined)
    where.push(q.verified ? sql`${users.emailVerifiedAt} is not null` : sql`${users.emailVerifiedAt} is null`);
  if (q.disabled !== undefined)
    where.push(q.disabled ? sql`${users.disabledAt} is not null` : sql`${users.disabledAt} is null`);
  if (q.createdFrom) where.push(gte(users.createdAt, new Date(`${q.createdFrom}T00:00:00Z`)));
  if (q.createdTo) where.push(lt(users.createdAt, nextDay(q.createdTo)));
  return where.length ? and(...where) : undefined;
}

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** undefined when the email is taken (also when a concurrent sign-up won the race) */
    /** undefined when the e-mail is taken; `then` runs in the creating transaction (its mail is queued there) */
    async create(
      user: NewUser,
      then: (tx: Database, row: UserRow) => Promise<void> = async () => undefined,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...user, termsAcceptedAt: new Date() })
          .onConflictDoNothing()
          .returning();
        if (row) await then(tx, row);
        return row;
      });
    },
    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      if (Object.keys(changes).length === 0) return this.findById(id);
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },
    async list(q: TUserListQuery): Promise<{ items: UserRow[]; total: number }> {
      const where = filters(q);
      const total = await db.$count(users, where);
      const items = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...ORDER[q.sort ?? 'newest'], asc(users.id))
        .limit(q.limit ?? 20)
        .offset(q.offset ?? 0);
      return { items, total };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
