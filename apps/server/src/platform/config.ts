import path from 'node:path';
import { z } from 'zod';
import { checkCombinations } from './config-combinations';

/** A switch written 1/true or 0/false; unset or empty, `fallback`. */
const bool = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', ''])
    .default('')
    .transform((v) => (v === '' ? fallback : v === '1' || v === 'true'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: the embedded PGlite database under DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Set (with DATABASE_URL): several processes share the bus, short-lived state and rate limits
   * through this Redis, and elect one market engine among them.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Put before every Redis key and channel, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(64).default('vce:'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built SPA; the API still runs when it is missing. */
  WEB_DIST: z.string().min(1).default('./apps/web/dist'),
  /** Public websocket base (wss://example.com) when a proxy hides the real host. */
  PUBLIC_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must start with ws:// or wss://')
    .optional(),
  TRUST_PROXY: bool(false),
  /** The site's main host name (www.example.com): where OLD_HOSTS are sent. */
  MAIN_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, such as www.example.com')
    .optional(),
  /**
   * Host names the site was reached by before (spec 000 §9), comma-separated: a request for one is
   * moved for good (301) to MAIN_HOST with its path and query, where no nginx in front does it.
   */
  OLD_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Seconds a token lives; the login cookie lives 7 days too. */
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /** Hours a console session lasts after its confirmation: a working day, far shorter than a login. */
  ADMIN_SESSION_HOURS: z.coerce.number().min(0.1).max(24).default(8),
  /** Who delivers SMS codes: `dev` keeps them in an outbox table (development only). */
  SMS_PROVIDER: z.enum(['dev', 'aliyun', 'tencent']).default('dev'),
  /** Seconds before a phone may get another code (the dialog counts down 60). */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Codes one IP may request per hour; raise it behind a large NAT. */
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Slide puzzles one IP may fetch, and answers it may check, per minute each; raise it behind a large NAT. */
  CAPTCHA_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** The subscription notice template; SMS subscriptions' notices fail without it. */
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  TENCENT_SMS_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  /** The subscription notice template; SMS subscriptions' notices fail without it. */
  TENCENT_SMS_NOTICE_TEMPLATE_ID: z.string().optional(),
  /** Free BBAS searches (distinct symbols) a guest or non-member gets per Beijing day; members have no limit. */
  QUOTA_BBAS_FREE_DAILY: z.coerce.number().int().min(0).max(1000).default(5),
  /** Free view-data searches (distinct symbols) a guest or non-member gets per Beijing day. */
  QUOTA_VIEW_DATA_FREE_DAILY: z.coerce.number().int().min(0).max(1000).default(5),
  /** Free AI assistant questions a guest or non-member gets per Beijing day. */
  QUOTA_AI_FREE_DAILY: z.coerce.number().int().min(0).max(1000).default(5),
  /**
   * Who answers the assistant: `builtin`, our data-driven engine (no model); `openai`, any
   * OpenAI-compatible streaming chat endpoint (DeepSeek, Qwen, vLLM, Ollama) given our data as tools.
   */
  LLM_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  /** The endpoint's base URL, e.g. https://api.deepseek.com/v1 or http://127.0.0.1:11434/v1. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Seconds an answer of the model may take before it is cut off as failed (not charged). */
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  /**
   * Milliseconds between the pieces the builtin engine streams, so an answer reads as it is written;
   * 0 sends it as fast as it is made (tests, the bench).
   */
  ASSISTANT_PACE_MS: z.coerce.number().int().min(0).max(1000).default(25),
  /** Minutes of live-room watching the daily live-time gift adds (init's giveLiveTimeConfig says so). */
  LIVE_TIME_DAILY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** The SMS subscription plan's month, in cents of V券 (members have SMS alerts included). */
  SMS_PLAN_PRICE_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(990),
  /** Where quotes come from: the builtin `simulator` (labelled 模拟行情 in the UI). */
  MARKET_FEED: z.enum(['simulator']).default('simulator'),
  /** The simulator's seed: the same seed gives the same history on every machine. */
  MARKET_SEED: z.string().min(1).default('vce'),
  /** Simulated trading around the clock, for demos outside the exchanges' hours. */
  MARKET_ALWAYS_OPEN: bool(false),
  /** Trading days of daily history generated on a first start. */
  MARKET_HISTORY_DAYS: z.coerce.number().int().min(5).max(5000).default(500),
  /** How often the trading-data socket sends rankings and rise/fall counts (ms). */
  MARKET_BOARD_INTERVAL_MS: z.coerce.number().int().min(200).max(60_000).default(3000),
  /** Trading days of minute history generated on a first start. */
  MARKET_MINUTE_DAYS: z.coerce.number().int().min(1).max(120).default(30),
  /** `off` skips the slide puzzle: for automated tests only. */
  CAPTCHA_PROVIDER: z.enum(['builtin', 'off']).default('builtin'),
  /** `dev`: a local scan page stands in for WeChat (development only). */
  WECHAT_PROVIDER: z.enum(['dev', 'official']).default('dev'),
  /** Seconds a login QR lives (WeChat's temporary QR allows up to 30 days). */
  WECHAT_QR_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(300),
  /** Official account (parameterised QR + event callback at /api/wechat/callback). */
  WECHAT_MP_APP_ID: z.string().optional(),
  WECHAT_MP_APP_SECRET: z.string().optional(),
  WECHAT_MP_TOKEN: z.string().optional(),
  /** Website application of the open platform (OAuth qrconnect). */
  WECHAT_OPEN_APP_ID: z.string().optional(),
  WECHAT_OPEN_APP_SECRET: z.string().optional(),
  /** `sandbox`: WeChat Pay and Alipay payable on a local cashier page (/dev/pay/cashier); `real`: both real services. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  /**
   * The sandbox's notification signing key; a random one per start when unset (the sandbox delivers
   * to the process it runs in, so processes need not share it).
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /**
   * The key that signs lesson media addresses. Processes that serve one site must share it (with
   * REDIS_URL it is required); a random one per start otherwise, so addresses die with the process.
   */
  MEDIA_URL_SECRET: z.string().min(32).optional(),
  /** Seconds a signed lesson address works: long enough for a lesson watched with pauses. */
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(4 * 3600),
  /**
   * `render`: on start, the demo lessons' videos are drawn and encoded by ffmpeg where storage lacks
   * them, kept in DEMO_MEDIA_CACHE (default DATA_DIR/demo-media) for the next fresh database.
   */
  DEMO_MEDIA: z.enum(['render', 'off']).default('render'),
  DEMO_MEDIA_CACHE: z.string().min(1).optional(),
  /**
   * Where the builtin live source writes its rooms' streams (default DATA_DIR/live-streams). Processes
   * of one machine share it: one of them runs a room's ffmpeg, all serve its files.
   */
  LIVE_STREAM_DIR: z.string().min(1).optional(),
  /** `local`: the server makes the stream of a room without a stream URL (ffmpeg); `off`: such rooms show no stream. */
  LIVE_STREAM: z.enum(['local', 'off']).default('local'),
  /**
   * Where lesson videos and report PDFs are kept: `local`, a directory under DATA_DIR (the processes of
   * one machine); `s3`, an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO) several machines share.
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The service's address (https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000); unset, AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket's region as the service names it (oss-cn-hangzhou, ap-guangzhou); MinIO takes any. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path (MinIO); 0 puts it in the host name, as Aliyun OSS and Tencent COS want. */
  S3_FORCE_PATH_STYLE: bool(true),
  /** A folder of the bucket the media are kept under (`vce`, `sites/vce`), so sites can share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be folder names joined by /, with no / at either end')
    .optional(),
  /** Our address as the payment providers reach it, for notify and return URLs (https://www.example.com). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** WeChat Pay (PAYMENT_PROVIDER=real): the AppID bound to the merchant (official account or website app). */
  WECHAT_PAY_APP_ID: z.string().optional(),
  /** WeChat Pay merchant number (商户号), the `mchid` every notification is checked against. */
  WECHAT_PAY_MCH_ID: z.string().optional(),
  /** The APIv3 key that seals notifications (32 characters, checked below so no message quotes it). */
  WECHAT_PAY_API_V3_KEY: z.string().optional(),
  /** Serial number of the merchant API certificate (商户API证书序列号) whose key signs our requests. */
  WECHAT_PAY_CERT_SERIAL: z.string().optional(),
  /** PEM file of the merchant API private key (apiclient_key.pem). */
  WECHAT_PAY_PRIVATE_KEY_PATH: z.string().optional(),
  /** Id of the WeChat Pay public key (微信支付公钥ID, PUB_KEY_ID_…), named in Wechatpay-Serial. */
  WECHAT_PAY_PUBLIC_KEY_ID: z.string().optional(),
  /** PEM file of the WeChat Pay public key (pub_key.pem) that signs answers and notifications. */
  WECHAT_PAY_PUBLIC_KEY_PATH: z.string().optional(),
  /** Alipay (PAYMENT_PROVIDER=real): the APPID of the web application with 电脑网站支付. */
  ALIPAY_APP_ID: z.string().optional(),
  /** File of the application private key (应用私钥), PEM or the key tool's bare base64. */
  ALIPAY_PRIVATE_KEY_PATH: z.string().optional(),
  /** File of the Alipay public key (支付宝公钥, not the application's), PEM or bare base64. */
  ALIPAY_PUBLIC_KEY_PATH: z.string().optional(),
  /** Alipay's OpenAPI gateway; the sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; webDist: string };

export class ConfigError extends Error {}

export type Env = z.infer<typeof EnvSchema>;

/** Reads and validates the environment once; a bad value stops the process with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message}`);
  }
  checkCombinations(parsed.data);
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDist: path.resolve(parsed.data.WEB_DIST),
  };
}
