// Runs in every unit-test worker (vitest.config.ts, project "unit"): unit tests have no
// database and no Redis. A database address that cannot resolve makes a test that
// reaches for one fail at once with this name in the error, instead of quietly opening
// an embedded database; without REDIS_URL the attempt limits count in memory.
process.env.DATABASE_URL = "postgresql://unit-tests-have-no-database.invalid/none";
delete process.env.REDIS_URL;
process.env.LLAR_RATE_LIMIT_PREFIX ??= `unit-${process.pid}-${Date.now()}:`;
