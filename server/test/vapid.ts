/** A VAPID pair made for the tests only (it is public here, as the demo salt is): never a deployment's. */
export const TEST_VAPID = {
  publicKey: "BAiNWVM0MSoUZ3wui4RHD53RFAgOzEPbjgCiiOTVrWmeQD7pC7BCWz4HYTfBP48VzixrYtGZQoKtDHx4Wnr88rE",
  privateKey: "s_yklbiWYMA_-HHsxJuSOTu5O7kS1BT9lTbIGuh1siU",
  subject: "mailto:ops@example.com",
} as const;

/** TEST_VAPID as the environment names it. */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
  VAPID_SUBJECT: TEST_VAPID.subject,
} as const;
