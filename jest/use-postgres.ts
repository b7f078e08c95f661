// The api-postgres project: the database suites again, each on a fresh PostgreSQL database.
process.env.TEST_DATABASE = 'postgres';
