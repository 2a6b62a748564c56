// A browser test shares a 2-core machine with two other streams, their servers and browsers: a test that fails is
// run once more, its first failure printed. scripts/test.mjs names every test that passed only on that second run,
// so a flaky test is seen, not hidden.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
