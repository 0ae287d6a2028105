// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, once, at the strongest levels: the API serves them to browsers that
// accept them (@fastify/static preCompressed), never compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
let raw = 0;
let brotli = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !TEXT.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  const br = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
}
console.log(`precompressed: ${(raw / 1024).toFixed(0)} KiB of text -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
