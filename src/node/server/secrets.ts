// The per-deployment secret the presenter's session tokens are signed with (mixed with the
// password through scrypt, in auth.ts). Every server process of a deployment must hold the same
// one: with Redis it lives there (so every node shares it), otherwise in a file beside the install.
// Rotating it signs every presenter out at once.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import IORedis from 'ioredis';

export interface SecretStore {
  /**
   * The current secret, made on first use. `held`: the one the caller holds now, kept where the
   * store lost its secret (a Redis that restarted empty) rather than signing every presenter out.
   */
  read: (held?: Buffer | null) => Promise<Buffer>;
  /** Replaces the secret with a new random one; returns it. */
  rotate: () => Promise<Buffer>;
  close: () => Promise<void>;
}

const SECRET_BYTES = 32;

/** Where the secret lives without Redis: beside the install, never in the build. */
export const secretFile = (root: string) => path.join(root, 'node_modules', '.cache', 'deck-server', 'secret');
const fresh = () => randomBytes(SECRET_BYTES);

/** The secret in a file (mode 0600), e.g. node_modules/.cache/deck-server/secret. */
export function fileSecrets(file: string): SecretStore {
  /** Written whole, then put in place: a reader never sees half a secret. */
  const write = async (secret: Buffer, replace: boolean) => {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, secret.toString('base64'), { mode: 0o600 });
    if (replace) return rename(partial, file);
    // The first secret: linked, which fails if another server made one meanwhile (then theirs is
    // read); two servers starting at once must not each keep a secret of their own.
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await unlink(partial);
  };
  const stored = async () => {
    const text = await readFile(file, 'utf8').catch(() => null);
    const secret = text === null ? null : Buffer.from(text.trim(), 'base64');
    return secret && secret.length === SECRET_BYTES ? secret : null;
  };
  const read = async (): Promise<Buffer> => {
    const secret = await stored();
    if (secret) return secret;
    const exists = await readFile(file).then(() => true, () => false);
    // No secret yet: make the first. An unreadable one is replaced (which signs presenters out).
    await write(fresh(), exists);
    const made = await stored();
    if (!made) throw new Error(`could not keep the presenter secret in ${file}`);
    return made;
  };
  const rotate = async () => {
    const secret = fresh();
    await write(secret, true);
    return secret;
  };
  return { read, rotate, close: async () => undefined };
}

const REDIS_KEY = 'deck:presenter-secret';

/** The secret in Redis, shared by every node of the deployment. */
export function redisSecrets(url: string): SecretStore {
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined); // reported by the sync server's own Redis connection
  return {
    async read(held) {
      // Whoever comes first sets it; everyone reads the one that won. A node that held one (Redis
      // lost it: restarted without its data) puts that one back, so nobody is signed out; a
      // rotation is a new value, never a missing one.
      await redis.set(REDIS_KEY, (held && held.length === SECRET_BYTES ? held : fresh()).toString('base64'), 'NX');
      const text = await redis.get(REDIS_KEY);
      if (!text) throw new Error(`Redis at ${new URL(url).host} holds no presenter secret`);
      return Buffer.from(text, 'base64');
    },
    async rotate() {
      const secret = fresh();
      await redis.set(REDIS_KEY, secret.toString('base64'));
      return secret;
    },
    close: async () => void redis.disconnect(),
  };
}
