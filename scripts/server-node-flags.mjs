// Node/V8 flags for the server process, used by `npm start` (scripts/start.mjs), the documented
// production command and the ZIP benchmark, so all three run the server the same way.
// --max-semi-space-size=4 (MB; Node 20's default grows to 16): V8's young generation otherwise
// expands to ~48 MB under the buffer churn of big downloads and stays resident; 4 MB keeps the
// 200 × 5 MB ZIP under the 150 MB budget at a small cost in more frequent scavenges (decision 0210).
export const serverNodeFlags = ['--max-semi-space-size=4'];
