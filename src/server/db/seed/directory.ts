import type { Deps } from '../../context';
import type { SeedOptions } from './index';

export async function seedDirectory(_deps: Deps, _options: SeedOptions) {}
