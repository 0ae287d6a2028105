import { callPath, type CallDefinition } from '@lms/contract';
import { z } from 'zod';
import { TINY_PDF } from '../multipart.js';
import type { Req } from './fixtures.js';

/**
 * Hostile requests generated from a call's declaration and one valid request
 * of it (its `own` fixture): every field and path parameter gets wrong types,
 * control characters, huge and deep values, out-of-range numbers; the body as
 * a whole gets malformed JSON, wrong content types and malformed multipart.
 * Seeded: the same seed gives the same cases (docs/harness.md).
 */
export interface FuzzCase {
  /** What was done, for the reproduction. */
  label: string;
  method: string;
  /** Path under the school root, already encoded. */
  path: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** mulberry32: small, fast, and the same everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MB = 'x'.repeat(1024 * 1024);
const deep = (levels: number): unknown => {
  let value: unknown = 'fondo';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that replace one JSON field. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['array', [24]],
  ['empty array', []],
  ['object', { a: 1 }],
  ['empty string', ''],
  ['NUL', 'a\u0000b'],
  ['control chars', '\u0001\u0007\u001b[31m\u007f'],
  ['only spaces', '   '],
  ['1 MB string', MB],
  ['10k string', 'ñ'.repeat(10_000)],
  ['2^31', 2 ** 31],
  ['2^31 - 1', 2 ** 31 - 1],
  ['2^53', 2 ** 53],
  ['2^53 + 2', 2 ** 53 + 2],
  ['-1', -1],
  ['0', 0],
  ['float', 1.5],
  ['huge float', 1e308],
  ['"NaN"', 'NaN'],
  ['number as text', '24'],
  ['deep nesting', deep(64)],
  ['SQL', "1'; drop table users; --"],
  ['prototype', { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }],
  ['emoji', '😀'.repeat(50)],
  ['unicode spoof', 'a\u202Eb\uFEFF'],
];

/** Texts that replace one path parameter (before encoding, unless marked raw). */
const BAD_PARAMS: Array<[string, string, boolean]> = [
  ['word', 'abc', false],
  ['negative', '-1', false],
  ['zero', '0', false],
  ['float', '1.5', false],
  ['2^31', '2147483648', false],
  ['2^53 + 1', '9007199254740993', false],
  ['NaN', 'NaN', false],
  ['NUL', 'a\u0000b', false],
  ['control', '\u0001\u001f', false],
  ['150 chars', 'x'.repeat(150), false],
  ['99 digits', '9'.repeat(99), false],
  ['bad percent encoding', '%E0%A4%A', true],
  ['lone percent', '%', true],
  ['traversal', '../../etc/passwd', false],
  ['encoded traversal', '..%2F..%2Fconfig', true],
  ['garbage base64', '!!!!', false],
  ['base64 of text', 'YWJj', false],
  ['base64 of 2^31', 'MjE0NzQ4MzY0OA', false],
  ['spaces', '   ', false],
  ['emoji', '😀', false],
];

const JSON_TYPE = { 'content-type': 'application/json' };

/** The call's path with its params (1 where the request has none), one of them replaced; encoded by the contract's callPath. */
function pathOf(call: CallDefinition, params: Record<string, string | number> | undefined, replace?: { key: string; value: string; raw: boolean }) {
  const filled: Record<string, string | number> = {};
  for (const key of Object.keys(call.params?.shape ?? {})) filled[key] = params?.[key] ?? '1';
  if (!replace?.raw) return callPath(call, replace ? { ...filled, [replace.key]: replace.value } : filled);
  // A raw value is a deliberately malformed URL: it goes in where callPath would have encoded a marker.
  const marker = `\u0000${replace.key}\u0000`;
  return callPath(call, { ...filled, [replace.key]: marker }).replace(encodeURIComponent(marker), () => replace.value);
}

function multipart(parts: Array<{ name: string; filename?: string; bytes: Buffer }>, boundary = 'lmsfuzz') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The keys of a body schema when it is an object (or a union of objects). */
function bodyKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return [...new Set((schema.options as z.ZodType[]).flatMap((o) => bodyKeys(o)))];
  if (schema instanceof z.ZodPipe) return bodyKeys(schema.in as z.ZodType);
  return [];
}

/** Every deterministic case of a call; the seed picks among them and adds random ones. */
export function allCases(call: CallDefinition, base: Req): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const path = pathOf(call, base.params);
  const add: AddCase = (label, c) => cases.push({ label, method: c.method ?? call.method, ...c });
  addAddressCases(call, base, path, add);
  if (call.upload) addUploadCases(path, add);
  else if (call.method === 'GET') addGetCases(path, add);
  else addBodyCases(call, base, path, add);
  return cases;
}

type AddCase = (label: string, c: Omit<FuzzCase, 'label' | 'method'> & { method?: string }) => void;

/** Bad path params and query strings. */
function addAddressCases(call: CallDefinition, base: Req, path: string, add: AddCase) {
  for (const key of Object.keys(call.params?.shape ?? {})) {
    for (const [label, value, raw] of BAD_PARAMS) add(`param ${key}: ${label}`, { path: pathOf(call, base.params, { key, value, raw }), headers: {} });
    add(`param ${key}: missing`, { path: pathOf(call, base.params, { key, value: '', raw: true }), headers: {} });
  }
  add('query string junk', { path: `${path}?a=%00&b[]=1&__proto__[x]=1&${'c'.repeat(3000)}=1`, headers: {} });
  // A call that declares a query string validates it like a body (lists: page, size, search, sort).
  for (const key of Object.keys(call.query?.shape ?? {})) {
    for (const [label, value, raw] of BAD_PARAMS) add(`query ${key}: ${label}`, { path: `${path}?${key}=${raw ? value : encodeURIComponent(value)}`, headers: {} });
    add(`query ${key}: twice`, { path: `${path}?${key}=1&${key}=2`, headers: {} });
    add(`query ${key}: as an object`, { path: `${path}?${key}[a]=1`, headers: {} });
    add(`query ${key}: 1 MB`, { path: `${path}?${key}=${'x'.repeat(1024 * 1024)}`, headers: {} });
  }
}

/** Broken, doubled, misnamed or hostile multipart bodies. */
function addUploadCases(path: string, add: AddCase) {
  const good = multipart([{ name: 'file', filename: 'a.pdf', bytes: TINY_PDF }]);
  const type = 'multipart/form-data; boundary=lmsfuzz';
  add('multipart: no boundary', { path, headers: { 'content-type': 'multipart/form-data' }, payload: good });
  add('multipart: wrong boundary', { path, headers: { 'content-type': 'multipart/form-data; boundary=otra' }, payload: good });
  add('multipart: truncated', { path, headers: { 'content-type': type }, payload: good.subarray(0, good.length - 15) });
  add('multipart: cut in the headers', { path, headers: { 'content-type': type }, payload: good.subarray(0, 30) });
  add('multipart: random bytes', { path, headers: { 'content-type': type }, payload: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256)) });
  add('multipart: empty', { path, headers: { 'content-type': type }, payload: Buffer.alloc(0) });
  add('multipart: two files', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'file', filename: 'a.pdf', bytes: TINY_PDF }, { name: 'file', filename: 'b.pdf', bytes: TINY_PDF }]) });
  add('multipart: another field name', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'archivo', filename: 'a.pdf', bytes: TINY_PDF }]) });
  add('multipart: unknown fields', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'file', filename: 'a.pdf', bytes: TINY_PDF }, ...Array.from({ length: 11 }, (_, i) => ({ name: `campo${i}`, bytes: Buffer.from('x') }))]) });
  add('multipart: field without file', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'file', bytes: TINY_PDF }]) });
  add('multipart: file is not a pdf', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'file', filename: 'a.pdf', bytes: Buffer.from('<script>alert(1)</script>') }]) });
  add('multipart: NUL in file name', { path, headers: { 'content-type': type }, payload: multipart([{ name: 'file', filename: 'a\u0000.pdf', bytes: TINY_PDF }]) });
  add('upload as JSON', { path, headers: JSON_TYPE, payload: '{"file":"JVBERi0="}' });
}

/** A GET with a body, or as HEAD. */
function addGetCases(path: string, add: AddCase) {
  add('GET with a JSON body', { path, headers: JSON_TYPE, payload: '{"a":1}' });
  add('GET with a wrong content type', { path, headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
  add('HEAD', { method: 'HEAD', path, headers: {} });
}

/** Malformed JSON, wrong content types, oversized or hostile bodies, and each body field missing or of a bad value. */
function addBodyCases(call: CallDefinition, base: Req, path: string, add: AddCase) {
  const body = (base.body ?? {}) as Record<string, unknown>;
  const json = (value: unknown) => JSON.stringify(value);
  for (const [label, raw] of [
    ['malformed JSON', '{"a": '],
    ['empty body', ''],
    ['NaN token', '{"a": NaN}'],
    ['trailing garbage', `${json(body)}xyz`],
    ['a JSON string', '"texto"'],
    ['a JSON number', '42'],
    ['null body', 'null'],
    ['an array body', '[]'],
    ['duplicate keys', `{"a":1,"a":2}`],
    ['UTF-16 bytes', Buffer.from(json(body), 'utf16le').toString('latin1')],
  ] as const) {
    add(`body: ${label}`, { path, headers: JSON_TYPE, payload: raw });
  }
  add('body: wrong content type (form)', { path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
  add('body: wrong content type (text)', { path, headers: { 'content-type': 'text/plain' }, payload: json(body) });
  add('body: multipart to a JSON call', { path, headers: { 'content-type': 'multipart/form-data; boundary=lmsfuzz' }, payload: multipart([{ name: 'file', filename: 'a.pdf', bytes: TINY_PDF }]) });
  add('body: no content type', { path, headers: {}, payload: json(body) });
  add('body: over the size limit', { path, headers: JSON_TYPE, payload: json({ ...body, relleno: MB }) });
  add('body: deep nesting', { path, headers: JSON_TYPE, payload: '['.repeat(5000) + ']'.repeat(5000) });
  add('body: extra field', { path, headers: JSON_TYPE, payload: json({ ...body, roll: 'ADMINISTRADOR' }) });
  add('body: __proto__ field', { path, headers: JSON_TYPE, payload: `{"__proto__":{"roll":"ADMINISTRADOR"},${json(body).slice(1)}` });
  for (const key of bodyKeys(call.body)) {
    const { [key]: _dropped, ...without } = body;
    add(`body.${key}: missing`, { path, headers: JSON_TYPE, payload: json(without) });
    for (const [label, value] of BAD_VALUES) add(`body.${key}: ${label}`, { path, headers: JSON_TYPE, payload: json({ ...body, [key]: value }) });
  }
}

/** Random JSON for the cases past the deterministic ones (the on-demand runs). */
function randomValue(rng: () => number, depth = 0): unknown {
  const pick = Math.floor(rng() * (depth > 3 ? 6 : 8));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rng() < 0.5;
    case 2:
      return Math.floor((rng() - 0.5) * 2 ** (1 + Math.floor(rng() * 60)));
    case 3:
      return (rng() - 0.5) * 10 ** Math.floor(rng() * 20);
    case 4:
      return String.fromCharCode(...Array.from({ length: Math.floor(rng() * 40) }, () => Math.floor(rng() * 0x2fff)));
    case 5:
      return 'ab'.repeat(Math.floor(rng() * 200));
    case 6:
      return Array.from({ length: Math.floor(rng() * 4) }, () => randomValue(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, (_, i) => [`k${i}`, randomValue(rng, depth + 1)]));
  }
}

/**
 * `count` cases of a call for a seed: a seeded sample of the deterministic
 * cases (all of them when count allows), then random mutations of the valid
 * request's fields and path parameters.
 */
export function generateCases(call: CallDefinition, base: Req, seed: number, count: number): FuzzCase[] {
  const rng = prng(seed ^ hash(call.name));
  const fixed = allCases(call, base);
  for (let i = fixed.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [fixed[i], fixed[j]] = [fixed[j]!, fixed[i]!];
  }
  const cases = fixed.slice(0, count);
  const keys = bodyKeys(call.body);
  const paramKeys = Object.keys(call.params?.shape ?? {});
  while (cases.length < count) {
    const n = cases.length;
    if (!call.upload && call.method !== 'GET' && keys.length > 0 && (paramKeys.length === 0 || rng() < 0.7)) {
      const body = { ...((base.body ?? {}) as Record<string, unknown>) };
      const changed = keys.filter(() => rng() < 0.5);
      for (const key of changed.length ? changed : [keys[Math.floor(rng() * keys.length)]!]) body[key] = randomValue(rng);
      cases.push({ label: `random #${n}: ${changed.join(', ')}`, method: call.method, path: pathOf(call, base.params), headers: JSON_TYPE, payload: JSON.stringify(body) });
    } else if (paramKeys.length > 0) {
      const key = paramKeys[Math.floor(rng() * paramKeys.length)]!;
      const value = String(randomValue(rng)).slice(0, 120);
      cases.push({ label: `random #${n}: param ${key}`, method: call.method, path: pathOf(call, base.params, { key, value, raw: false }), headers: {} });
    } else {
      const bytes = Buffer.from(Array.from({ length: Math.floor(rng() * 600) }, () => Math.floor(rng() * 256)));
      cases.push({ label: `random #${n}: random bytes`, method: call.method, path: pathOf(call, base.params), headers: { 'content-type': call.upload ? 'multipart/form-data; boundary=lmsfuzz' : 'application/json' }, payload: bytes });
    }
  }
  return cases;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
