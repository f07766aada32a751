import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('turns off compiled parsers in the zod the app uses', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: 'Ada' }).success).toBe(true);
  });
});
