// The API project: every suite on a fresh embedded SQLite database.
process.env.TEST_DATABASE = 'sqlite';
