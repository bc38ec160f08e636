// A prepared download: POST stores the checked selection under a random token (only its hash is
// kept) and answers its URL; the browser then navigates there. The token works for 10 minutes
// and only in the session of the user who asked for it (decision 0153).
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projectDocumentDownloads } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

export async function createDownloadToken(
  db: Executor,
  projectId: string,
  userId: string,
  fileIds: readonly string[],
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  // Expired tokens of anyone are cleaned up on the way; they are useless and small.
  await db.delete(projectDocumentDownloads).where(lt(projectDocumentDownloads.expiresAt, new Date(now)));
  await db.insert(projectDocumentDownloads).values({
    tokenHash: sha256(token),
    projectId,
    userId,
    fileIds: [...fileIds],
    expiresAt: new Date(now + DOWNLOAD_TOKEN_TTL_MS),
  });
  return token;
}

/** The selected file ids, or null when the token is unknown, expired, or someone else's. */
export async function redeemDownloadToken(
  db: Executor,
  projectId: string,
  userId: string,
  token: string,
): Promise<string[] | null> {
  const [row] = await db
    .select({ fileIds: projectDocumentDownloads.fileIds })
    .from(projectDocumentDownloads)
    .where(
      and(
        eq(projectDocumentDownloads.tokenHash, sha256(token)),
        eq(projectDocumentDownloads.projectId, projectId),
        eq(projectDocumentDownloads.userId, userId),
        gt(projectDocumentDownloads.expiresAt, new Date()),
      ),
    );
  return row?.fileIds ?? null;
}
