import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BodyLimits } from './plugins/body-deadlines.js';
import type { SheddingLimits } from './plugins/load-shedding.js';

/**
 * Configuration, read once at start from the environment and validated.
 * Nothing else reads process.env (CONVENTIONS.md rule 9).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api/src or apps/api/dist -> repository root. */
const repoRoot = path.resolve(here, '..', '..', '..');

const intList = z
  .string()
  .trim()
  .regex(/^(\d+(\s*,\s*\d+)*)?$/, 'debe ser una lista de números separados por comas')
  .transform((v) => (v === '' ? [] : v.split(',').map((x) => Number(x.trim()))));

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1');

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'debe ser un color #RRGGBB');

const schoolDefaults = {
  1: { name: 'English Academy Monterrey', short: 'English Academy', color: '#0d47a1' },
  2: { name: 'Fast English Monterrey', short: 'Fast English', color: '#b71c1c' },
} as const;

function schoolVars(n: 1 | 2) {
  const d = schoolDefaults[n];
  return {
    [`SCHOOL_${n}_NAME`]: z.string().min(1).default(d.name),
    [`SCHOOL_${n}_SHORT_NAME`]: z.string().min(1).default(d.short),
    [`SCHOOL_${n}_COLOR`]: color.default(d.color),
    [`SCHOOL_${n}_LOGO`]: z.string().optional(),
    [`SCHOOL_${n}_PHONE`]: z.string().default('81 8000 000' + n),
    [`SCHOOL_${n}_EMAIL`]: z.string().default(`privacidad@escuela${n}.example.mx`),
    [`SCHOOL_${n}_ADDRESS`]: z.string().default('Av. Constitución 100, Centro, Monterrey, N.L., C.P. 64000'),
    [`SCHOOL_${n}_PRIVACY_OFFICER`]: z.string().default('Departamento de Protección de Datos Personales'),
    // Base URL of the lesson resources (PDFs, videos, question pictures and audio); each ruta is
    // relative to it. Unset: this service serves them from its lesson files (decision 024).
    [`SCHOOL_${n}_RESOURCES_URL`]: z
      .url({ protocol: /^https?$/, error: 'debe ser una URL completa (https://host/carpeta/)' })
      .transform((v) => v.replace(/\/?$/, '/'))
      .optional(),
    // Where "Presentar examen" of the certification code card goes.
    [`SCHOOL_${n}_CERTIFICATION_EXAM_URL`]: z
      .url({ protocol: /^https?$/, error: 'debe ser una URL completa (https://host/ruta)' })
      .default(`https://certificacion.escuela${n}.example.mx/examen`),
  };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'debe ser un número de puerto' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'debe ser una URL completa (https://...)' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  SERVED_SCHOOLS: intList
    .refine((v) => v.length > 0 && v.every((n) => n === 1 || n === 2), 'debe contener 1, 2 o ambos')
    .default([1, 2]),
  ...schoolVars(1),
  ...schoolVars(2),
  RESTRICTED_EDITOR_IDS: intList.default([1007, 2007]),
  PAYMENT_APPROVER_ERP_IDS: intList.default([28, 334]),
  EXCI_ALLOWED_ORIGINS: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || v.split(',').every((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o.trim())),
      'debe ser una lista de orígenes https://host separados por comas',
    )
    .default('https://exci.example.mx'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'debe ser la llave pública VAPID en base64url').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'debe ser la llave privada VAPID en base64url').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'debe empezar con mailto: o https://').default('mailto:sistemas@escuela.example.mx'),
  DEMO_DATA: bool.default(true),
  SEED_SCALE: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(1000).default(1),
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).default(24 * 14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(90),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(32),
  // Past MAX_IN_FLIGHT, calls that may wait for a place, and how long (decision 037); 0 sheds at once.
  MAX_QUEUED: z.coerce.number().int().min(0).default(256),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(75),
  // 0 turns the event-loop signal off (the in-flight limit stays).
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
  // Slow clients (plugins/body-deadlines.ts): headers and a JSON body must arrive within this, an upload may not stall this long.
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  UPLOAD_MIN_KIB_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(4),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(1).default(250),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // S3-compatible object store: used when S3_BUCKET is set, else the folder under DATA_DIR.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket: de 3 a 63 minúsculas, números, puntos o guiones')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'debe ser una región como us-east-1').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'debe ser una URL completa (https://host:puerto)' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'debe ser una ruta relativa como lms/archivos (letras, números, . _ - y /)')
    .optional(),
}).superRefine((env, ctx) => {
  // Half an S3 configuration is a mistake, not a reason to fall back to the folder quietly.
  if (env.S3_BUCKET) {
    for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'es obligatoria cuando S3_BUCKET está definida' });
    }
    return;
  }
  const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).find((name) => env[name]);
  const named = stray ?? (env.S3_FORCE_PATH_STYLE ? 'S3_FORCE_PATH_STYLE' : undefined);
  if (named) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `es obligatoria cuando ${named} está definida` });
});

type Env = z.infer<typeof envSchema>;

export interface SchoolBrand {
  id: 1 | 2;
  nombre: string;
  nombre_corto: string;
  color: string;
  logoPath: string | undefined;
  contacto: { telefono: string; correo: string; direccion: string; responsable: string };
}

/** Where the S3-compatible store is and how to sign in to it (credentials only from here). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Absent for AWS itself; the URL of MinIO, R2, Ceph... otherwise. */
  endpoint: string | undefined;
  /** Bucket in the path (http://host/bucket/key), as MinIO-style servers want. */
  forcePathStyle: boolean;
  /** Key prefix, '' or ending in '/'. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** The object store; undefined means files go to DATA_DIR/files. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** Base of the links in mails: PUBLIC_URL, else this machine's address. */
  linkBase: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  webDist: string;
  servedSchools: Array<1 | 2>;
  schools: Record<1 | 2, SchoolBrand>;
  restrictedEditorIds: number[];
  paymentApproverErpIds: number[];
  /** Web-push keys; when absent the service makes a pair once and keeps it in the database. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Origins whose EXCI result pages may be shown in a frame. */
  exciAllowedOrigins: string[];
  /** Base URL of each school's lesson resources (ends in '/'); null: served here from the lesson files. */
  resourcesUrl: Record<1 | 2, string | null>;
  /** The certification exam's site, per school. */
  certificationExamUrl: Record<1 | 2, string>;
  demoData: boolean;
  seedScale: number;
  session: { idleMs: number; maxMs: number; secureCookie: boolean };
  login: ThrottleLimits;
  rateLimitPerMinute: number;
  /** API calls served at once, and the event loop's lag, past which a call is shed with 503 (plugins/load-shedding.ts). */
  shedding: SheddingLimits;
  /** How long a client may take to send headers and bodies (plugins/body-deadlines.ts). */
  bodies: BodyLimits;
  /** PostgreSQL pool: connections, and how long a query waits for one before the call is shed. */
  dbPool: { size: number; waitMs: number };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
}

/** Guessing limits (decision 016): per account and address (or known device), per address, per account. */
export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  maxFailuresPerAccount: number;
  windowMs: number;
}

export class ConfigError extends Error {}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function brand(env: Record<string, unknown>, n: 1 | 2): SchoolBrand {
  const get = (k: string) => String(env[`SCHOOL_${n}_${k}`] ?? '');
  const logo = env[`SCHOOL_${n}_LOGO`];
  return {
    id: n,
    nombre: get('NAME'),
    nombre_corto: get('SHORT_NAME'),
    color: get('COLOR'),
    logoPath: typeof logo === 'string' && logo !== '' ? logo : undefined,
    contacto: {
      telefono: get('PHONE'),
      correo: get('EMAIL'),
      direccion: get('ADDRESS'),
      responsable: get('PRIVACY_OFFICER'),
    },
  };
}

/** Parses the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const raw = env as Record<string, unknown>;
  const publicUrl = env.PUBLIC_URL;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    s3: s3Of(env),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    linkBase: (publicUrl ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webDist: path.resolve(env.WEB_DIST),
    servedSchools: env.SERVED_SCHOOLS as Array<1 | 2>,
    schools: { 1: brand(raw, 1), 2: brand(raw, 2) },
    restrictedEditorIds: env.RESTRICTED_EDITOR_IDS,
    paymentApproverErpIds: env.PAYMENT_APPROVER_ERP_IDS,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    exciAllowedOrigins: env.EXCI_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    resourcesUrl: { 1: optionalText(raw.SCHOOL_1_RESOURCES_URL), 2: optionalText(raw.SCHOOL_2_RESOURCES_URL) },
    certificationExamUrl: { 1: String(raw.SCHOOL_1_CERTIFICATION_EXAM_URL), 2: String(raw.SCHOOL_2_CERTIFICATION_EXAM_URL) },
    demoData: env.DEMO_DATA,
    seedScale: env.SEED_SCALE,
    session: {
      idleMs: env.SESSION_IDLE_HOURS * 3_600_000,
      maxMs: env.SESSION_MAX_DAYS * 86_400_000,
      secureCookie: publicUrl?.startsWith('https://') ?? false,
    },
    login: {
      maxFailures: env.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    shedding: { maxInFlight: env.MAX_IN_FLIGHT, maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS, maxQueued: env.MAX_QUEUED, maxQueueWaitMs: env.MAX_QUEUE_WAIT_MS },
    bodies: { timeoutMs: env.BODY_TIMEOUT_MS, uploadMinBytesPerSecond: env.UPLOAD_MIN_KIB_PER_SECOND * 1024 },
    dbPool: { size: env.DB_POOL_SIZE, waitMs: env.DB_POOL_WAIT_MS },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}

/** The environment, checked by its schema (unset and empty variables take their defaults). */
function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'entorno');
    // A secret never reaches the terminal or the log, even a wrong one.
    const shown = /SECRET|PRIVATE_KEY/.test(name) && source[name] ? '(oculto)' : JSON.stringify(source[name] ?? '');
    throw new ConfigError(`Configuración inválida: ${name}=${shown} ${issue.message}`);
  }
  return parsed.data;
}

/** The S3 bucket the files go to, when one is set; else files stay under DATA_DIR. */
function s3Of(env: Env): Config['s3'] {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}
