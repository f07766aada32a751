import type { Deps } from '../../context';

export async function seedAccounts(_deps: Deps) {}
