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
