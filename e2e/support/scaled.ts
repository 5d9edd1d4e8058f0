/**
 * A journey that also runs in CI's scaled step (two instances behind a balancer, a primary and its streaming
 * replica, files in S3; docs/testing.md): where one instance, one database or a local disk could hide a fault.
 * `why` says which, in one line; it is kept as the test's annotation and listed in docs/testing.md.
 */
export const scaled = (why: string) => ({
  tag: '@scaled',
  annotation: { type: 'scaled', description: why },
});
