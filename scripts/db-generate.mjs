// `npm run db:generate -- --name x`: drizzle-kit generate, then drop its "public". qualifiers so the
// same migrations run in any schema (the tests give each run its own schema on PostgreSQL).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const generate = spawnSync("npx", ["drizzle-kit", "generate", ...process.argv.slice(2)], { stdio: "inherit" });
if (generate.status !== 0) process.exit(generate.status ?? 1);
const dir = "server/db/migrations";
for (const file of readdirSync(dir).filter((name) => name.endsWith(".sql"))) {
  const path = `${dir}/${file}`;
  writeFileSync(path, readFileSync(path, "utf8").replaceAll('"public".', ""));
}
