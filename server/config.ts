import path from 'node:path';

/** Everything the server reads from the environment, checked once at start-up. */
export interface Config {
  host: string;
  port: number;
  /** Where PGlite keeps its files and uploads are stored. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Largest accepted upload, MB (platform.md section 9: 15 by default). */
  maxReportFileSizeMb: number;
  logLevel: string;
  /** Folder with the built SPA. */
  clientDir: string;
  /** Public address the browser uses (for redirects); defaults to http://host:port. */
  publicUrl: string;
  seedDemoData: boolean;
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

/** Reads and checks the configuration; throws a clear message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const host = env.HOST || '127.0.0.1';
  const port = readInt(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    maxReportFileSizeMb: readInt(env, 'MAX_REPORT_FILE_SIZE_MB', 15, 1, 1024),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve(cwd, env.CLIENT_DIR || 'dist'),
    publicUrl: (env.PUBLIC_URL || `http://${shownHost}:${port}`).replace(/\/$/, ''),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
  };
}
