import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config = {
  // Node by default (domain, contract, venue API); component tests opt into jsdom with a docblock.
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
  testPathIgnorePatterns: ["<rootDir>/e2e/", "<rootDir>/.next/", "<rootDir>/node_modules/"],
};

// next-intl 4 and its dependencies ship ESM only; next/jest always ignores node_modules, so the list is replaced.
const ESM = "next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar";

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM})/)`, "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
}

export default jestConfig;
