// The venue API's integration tests again on PostgreSQL, when TEST_DATABASE_URL names one.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: venue API tests ran on PGlite only.");
  process.exit(0);
}
const run = spawnSync(process.execPath, ["--experimental-vm-modules", "node_modules/jest/bin/jest.js", "server"], { stdio: "inherit" });
process.exit(run.status ?? 1);
