export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** Refresh tokens are stored only as SHA-256 hashes; a family is one sign-in and all its rotations. */
export interface RefreshTokenRepository {
  add(token: {
    id: string;
    familyId: string;
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks the token used; false when it was already used or revoked (someone else got there first). */
  markUsed(id: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeAllOfUser(userId: number, at: Date): Promise<void>;
}
