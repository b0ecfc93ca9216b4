import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none (false), the nearest N hops,
 * or the proxies' own addresses and subnets.
 */
export type TrustProxy = false | number | string[];

/**
 * TrustProxy as Fastify's trustProxy option. Fastify treats a bare number as trusting nobody (it
 * cannot check the nearest peer), so a hop count becomes the function that trusts that many hops:
 * right when the server can be reached only through the proxies.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Everything the server reads from the environment, checked once at start-up. */
export interface Config {
  host: string;
  port: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed (off by default). */
  trustProxy: TrustProxy;
  /** Where PGlite keeps its files and uploads are stored. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Ceiling of an upload, MB: the limit in force is portal setting 1 (server/system/settings.ts), never above this. */
  maxReportFileSizeMb: number;
  logLevel: string;
  /** Folder with the built SPA. */
  clientDir: string;
  /** Public address the browser uses (for redirects); defaults to http://host:port. */
  publicUrl: string;
  seedDemoData: boolean;
  /** A session ends after this many minutes without requests. */
  sessionIdleMinutes: number;
  /** Session cookies carry Secure (always outside localhost). */
  secureCookies: boolean;
  /** The identity provider: a real one (ISSUER_URL) or the embedded development one. */
  oidc: {
    embedded: boolean;
    issuer: string;
    clientId: string;
    clientSecret: string;
    /** Where the person's SNILS comes from: the ID token or userinfo (OpenID Connect), or ESIA's REST API. */
    personDataSource: 'userinfo' | 'esia';
    /** ESIA's REST API root (the person call is {esiaApiUrl}/rs/prns/{oid}); the issuer's origin by default. */
    esiaApiUrl: string;
  };
  /** Requests to /api/esia per minute and address. */
  authRateLimitPerMinute: number;
  /**
   * Calls a minute per signed-in user (else per address) of each kind (server/http/rate-limits.ts):
   * uploads, report job starts, public searches, the embedded identity provider's pages; 0 counts
   * none of that kind (a proxy in front limits them).
   */
  rateLimits: { upload: number; job: number; search: number; 'identity-provider': number };
  /** Serve the engine's fixture acts (schemas/acts/test-*), for tests. */
  enableTestActs: boolean;
  /** Public reads are kept at most this long (writes drop them at once); 0 turns the cache off. */
  publicCacheSeconds: number;
  /** How many public answers are kept at most (the least recently used go first). */
  publicCacheEntries: number;
  /** Report jobs this process runs at once; 0 runs none here (another process does). */
  jobWorkers: number;
  /** A report job running longer than this ends Terminated. */
  jobTimeLimitMs: number;
  /**
   * A report job that took longer than this tells its account «Отчёт сформирован» among the notices
   * (the person may have left the page meanwhile); a quicker one is simply downloaded.
   */
  jobNoticeAfterMs: number;
  /** The notices of the calendar (server/messages/deadlines.ts) are swept this often; 0: never. */
  deadlineSweepMinutes: number;
  /** LibreOffice's program for DOCX -> ODT; when it cannot be started, DOCX is served. */
  officeProgram: string;
  /**
   * The qualified electronic signature service (SIGNING_SERVICE_URL); without it only the simple
   * electronic signature (type 1) is offered and a qualified one (type 2) is refused.
   */
  signingServiceUrl?: string;
  /**
   * The key that signs the links of the registration QR codes (QR_SIGNING_KEY, at least 32
   * characters); without it the portal makes one and keeps it in its database.
   */
  qrSigningKey?: string;
  /**
   * The key that signs the links of the tourists' check-in QR codes (TOUR_CHECK_IN_SIGNING_KEY, at
   * least 32 characters); without it the portal makes one and keeps it in its database.
   */
  tourCheckInKey?: string;
  /** The navigator's map: the tile server's URL template ({z}/{x}/{y}, optionally {s}) and its attribution. */
  mapTiles: MapTiles;
}

/** A tile server of the navigator's map. */
export interface MapTiles {
  url: string;
  attribution: string;
}

const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© участники OpenStreetMap',
};

/** MAP_TILES_URL (an http(s) template with {z}, {x} and {y}) and MAP_TILES_ATTRIBUTION. */
export function readMapTiles(env: NodeJS.ProcessEnv): MapTiles {
  const url = env.MAP_TILES_URL || DEFAULT_MAP_TILES.url;
  const placeholders = ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(url) || !placeholders) {
    throw new Error(`MAP_TILES_URL must be an http(s) address with {z}, {x} and {y}, got "${url}"`);
  }
  return { url, attribution: env.MAP_TILES_ATTRIBUTION || (env.MAP_TILES_URL ? '' : DEFAULT_MAP_TILES.attribution) };
}

/** The origin of the tile server as a content security policy source ({s} as any subdomain). */
export function mapTilesSource(tiles: MapTiles): string {
  const origin = new URL(tiles.url.replace(/\{[a-z]+\}/g, 'a')).origin;
  return tiles.url.includes('{s}.') ? origin.replace('://a.', '://*.') : origin;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** An address or a subnet in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or "false" trusts nobody; a number trusts that many hops nearest to the
 * server; otherwise a comma-separated list of the proxies' addresses or subnets. Trusting every
 * sender ("true") would let any client name its own address, so it is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY hop count must be from 0 to 10, got "${raw}"`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !isAddressOrSubnet(entry))) {
    throw new Error(
      `TRUST_PROXY must be false, a hop count or the proxies' addresses (10.0.0.1,10.1.0.0/16), got "${raw}"`,
    );
  }
  return entries;
}

/** Reads and checks the configuration; throws a clear message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const host = env.HOST || '127.0.0.1';
  const port = readInt(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicUrl = (env.PUBLIC_URL || `http://${shownHost}:${port}`).replace(/\/$/, '');
  const local = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(publicUrl);
  const issuer = env.ISSUER_URL?.replace(/\/$/, '');
  if (issuer && (!env.CLIENT_ID || !env.CLIENT_SECRET)) {
    throw new Error('ISSUER_URL needs CLIENT_ID and CLIENT_SECRET');
  }
  const personDataSource = env.PERSON_DATA_SOURCE || 'userinfo';
  if (personDataSource !== 'userinfo' && personDataSource !== 'esia') {
    throw new Error(`PERSON_DATA_SOURCE must be userinfo or esia, got "${personDataSource}"`);
  }
  const signingServiceUrl = env.SIGNING_SERVICE_URL?.trim() || undefined;
  if (signingServiceUrl && !/^https?:\/\/[^\s/]+/.test(signingServiceUrl)) {
    throw new Error(`SIGNING_SERVICE_URL must be an http:// or https:// address, got "${signingServiceUrl}"`);
  }
  return {
    host,
    port,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    maxReportFileSizeMb: readInt(env, 'MAX_REPORT_FILE_SIZE_MB', 15, 1, 1024),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve(cwd, env.CLIENT_DIR || 'dist'),
    publicUrl,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    sessionIdleMinutes: readInt(env, 'SESSION_IDLE_MINUTES', 60, 1, 24 * 60),
    secureCookies: !local,
    oidc: {
      embedded: !issuer,
      issuer: issuer ?? `${publicUrl}/idp`,
      clientId: env.CLIENT_ID || 'portal',
      clientSecret: env.CLIENT_SECRET || randomBytes(24).toString('base64url'),
      personDataSource,
      esiaApiUrl: (env.ESIA_API_URL || new URL(issuer ?? publicUrl).origin).replace(/\/$/, ''),
    },
    authRateLimitPerMinute: readInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120, 1, 100000),
    rateLimits: {
      upload: readInt(env, 'UPLOAD_RATE_LIMIT_PER_MINUTE', 20, 0, 100000),
      job: readInt(env, 'JOB_RATE_LIMIT_PER_MINUTE', 20, 0, 100000),
      search: readInt(env, 'SEARCH_RATE_LIMIT_PER_MINUTE', 120, 0, 100000),
      'identity-provider': readInt(env, 'IDP_RATE_LIMIT_PER_MINUTE', 60, 0, 100000),
    },
    enableTestActs: env.ENABLE_TEST_ACTS === 'true',
    publicCacheSeconds: readInt(env, 'PUBLIC_CACHE_SECONDS', 60, 0, 24 * 3600),
    publicCacheEntries: readInt(env, 'PUBLIC_CACHE_ENTRIES', 1024, 1, 1_000_000),
    jobWorkers: readInt(env, 'JOB_WORKERS', 2, 0, 32),
    jobTimeLimitMs: readInt(env, 'JOB_TIME_LIMIT_MS', 120_000, 1, 3_600_000),
    jobNoticeAfterMs: readInt(env, 'JOB_NOTICE_AFTER_MS', 10_000, 0, 3_600_000),
    deadlineSweepMinutes: readInt(env, 'DEADLINE_SWEEP_MINUTES', 60, 0, 7 * 24 * 60),
    officeProgram: env.OFFICE_PROGRAM || 'soffice',
    signingServiceUrl,
    qrSigningKey: readQrKey(env.QR_SIGNING_KEY, 'QR_SIGNING_KEY'),
    tourCheckInKey: readQrKey(env.TOUR_CHECK_IN_SIGNING_KEY, 'TOUR_CHECK_IN_SIGNING_KEY'),
    mapTiles: readMapTiles(env),
  };
}

/** A key of signed QR links (QR_SIGNING_KEY, TOUR_CHECK_IN_SIGNING_KEY): unset, or long enough to sign with (32 characters or more). */
function readQrKey(value: string | undefined, name: string): string | undefined {
  const key = value?.trim();
  if (!key) return undefined;
  if (key.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return key;
}
