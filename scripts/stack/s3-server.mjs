// s3rver in a process of its own for the stack, so its work never waits on the process that
// started the stack (a benchmark's load, a test runner). Prints `listening` once it answers.
// Usage: node scripts/stack/s3-server.mjs <port> <folder> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
