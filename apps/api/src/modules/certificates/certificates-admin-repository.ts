import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminCertificateListQuery } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { certificates, users } from '#src/db/schema/index';
import { foldedSearch } from '#src/db/search-fold';
import type { CertificateRow } from './certificates-repository';

const DEFAULT_LIMIT = 20;

export type AdminRow = { certificate: CertificateRow; email: string };

const adminFields = { certificate: certificates, email: users.email };

function filters(q: TAdminCertificateListQuery): SQL | undefined {
  const where: SQL[] = [];
  // the names as certified and as they are now, the e-mail, the course title as certified, the code
  const search = foldedSearch(q.q, [
    certificates.learnerName,
    users.firstName,
    users.lastName,
    users.email,
    certificates.courseTitle,
    certificates.code,
  ]);
  if (search) where.push(search);
  if (q.status === 'valid') where.push(isNull(certificates.revokedAt));
  if (q.status === 'revoked') where.push(isNotNull(certificates.revokedAt));
  return where.length ? and(...where) : undefined;
}

/** The admin's list of issued certificates, and revoking or restoring one (PRODUCT.md section 4). */
export function createCertificatesAdminRepository(db: Database) {
  /**
   * Locks the certificate's row, applies `change` to it (or nothing), and reads it back with its
   * holder, all in one transaction: two admins acting at once see each other's result.
   */
  async function update(
    code: string,
    change: (row: CertificateRow) => Partial<Pick<CertificateRow, 'revokedAt' | 'revokedReason'>> | null,
  ): Promise<AdminRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).for('update');
      if (!row) return null;
      const set = change(row);
      if (set) await tx.update(certificates).set(set).where(eq(certificates.id, row.id));
      const [updated] = await tx
        .select(adminFields)
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(eq(certificates.id, row.id));
      return updated ?? null;
    });
  }

  return {
    async list(q: TAdminCertificateListQuery): Promise<{ items: AdminRow[]; total: number }> {
      const where = filters(q);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where);
      const items = await db
        .select(adminFields)
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where)
        .orderBy(desc(certificates.issuedAt), desc(certificates.id))
        .limit(q.limit ?? DEFAULT_LIMIT)
        .offset(q.offset ?? 0);
      return { items, total: Number(counted?.n ?? 0) };
    },

    /** Idempotent: a revoked certificate keeps its date; a new reason replaces the old one. */
    revoke(code: string, reason: string | undefined, now = new Date()) {
      return update(code, (row) => {
        if (!row.revokedAt) return { revokedAt: now, revokedReason: reason ?? null };
        return reason !== undefined && reason !== row.revokedReason ? { revokedReason: reason } : null;
      });
    },

    /** Idempotent: a valid certificate stays as it is. */
    restore(code: string) {
      return update(code, (row) =>
        row.revokedAt || row.revokedReason ? { revokedAt: null, revokedReason: null } : null,
      );
    },
  };
}

export type CertificatesAdminRepository = ReturnType<typeof createCertificatesAdminRepository>;
