import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { securityHeaders } from './security.js';

const csp = (env: Record<string, string>) => new Map(securityHeaders(loadConfig(env))).get('content-security-policy') ?? '';
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('the content security policy and the lesson files', () => {
  it('allows only this origin for pictures, clips and e-books when the files are served here', () => {
    const policy = csp({});
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it("adds a school's own resources host to pictures, media and the e-book viewer's fetch, and nothing else", () => {
    const policy = csp({ SCHOOL_2_RESOURCES_URL: 'https://cdn.escuela2.example.mx/lecciones/' });
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(directive(policy, name)).toContain('https://cdn.escuela2.example.mx');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).not.toContain('cdn.escuela2');
  });
});
