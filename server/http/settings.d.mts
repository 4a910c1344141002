/** Environment variables as process.env holds them. */
export type SettingsEnv = Readonly<Record<string, string | undefined>>;

/** The salt of the demo's QR codes: public, so never a production salt. */
export declare const DEFAULT_LOCATION_TOKEN_SALT: "carte-demo-salt";
/** A variable's value trimmed; unset, empty and blank are all null. */
export declare function readSetting(env: SettingsEnv, name: string): string | null;
/** LOCATION_TOKEN_SALT, else the demo salt. */
export declare function locationTokenSalt(env: SettingsEnv): string;
/** Whether LOCATION_TOKEN_SALT is missing or the public demo salt. */
export declare function usesDemoSalt(env: SettingsEnv): boolean;
/** PUBLIC_URL without trailing slashes; null when not set. */
export declare function publicUrl(env: SettingsEnv): string | null;
/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or neither (null); throws for a value Stripe would refuse. */
export declare function stripeKeys(env: SettingsEnv): { secretKey: string; webhookSecret: string } | null;
/** API_URL without trailing slashes; null: the venue API is mounted in this process. */
export declare function apiUrl(env: SettingsEnv): string | null;
/** API_URL, else this process's own /backend on PORT. */
export declare function apiBaseUrl(env: SettingsEnv): string;
/** PORT, else "3000". */
export declare function listenPort(env: SettingsEnv): string;
/** DEFAULT_LICENSE; null when not set. */
export declare function defaultLicense(env: SettingsEnv): string | null;
/** SITE_NAME, else "Carte". */
export declare function siteName(env: SettingsEnv): string;
/** DATABASE_URL (null: PGlite) and PGLITE_DIR (default .data/pglite). */
export declare function databaseSettings(env: SettingsEnv): { url: string | null; dataDir: string };
