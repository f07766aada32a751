import { sql } from 'drizzle-orm';
import { ALL_PROCEDURES, PROCEDURE_CATALOGUE } from '@shared/catalogue';
import type { Database } from '../client';
import { procedureCategories, procedures } from '../schema';

const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  surgical: 'Operations that reshape the face and body, done by surgeons under anaesthesia.',
  'non-surgical': 'Injectables, lasers and skin treatments with little or no downtime.',
  'weight-loss': 'Bariatric operations and devices for people living with obesity.',
  wellness: 'Medical weight management, hormones, nutrition and preventive care.',
};

/** The procedure catalogue of SPEC §3 (plus the GLP-1 guide) into procedure_categories and procedures. Idempotent. */
export async function seedCatalogue(db: Database) {
  await db
    .insert(procedureCategories)
    .values(
      PROCEDURE_CATALOGUE.map((c, i) => ({
        id: c.id,
        name: c.name,
        description: CATEGORY_DESCRIPTIONS[c.id] ?? '',
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: procedureCategories.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await db
    .insert(procedures)
    .values(
      ALL_PROCEDURES.map((p, i) => ({
        id: p.id,
        categoryId: p.categoryId,
        name: p.name,
        aliases: p.aliases,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: procedures.id,
      set: {
        name: sql`excluded.name`,
        aliases: sql`excluded.aliases`,
        categoryId: sql`excluded.category_id`,
      },
    });
}
