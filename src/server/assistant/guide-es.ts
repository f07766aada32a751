// The guides' text in Spanish, field by field, translated from the reviewed English guide (same facts, same
// figures, nothing added). A Spanish answer quotes a guide field only from here: a field with no Spanish text is
// not pasted in English; the answer points to the guide instead (compose-guide.ts).
import type { ProcedureGuide } from '@shared/schemas/content';

interface GuideSpanish {
  summary: string;
  insurance: string;
  recovery?: string;
  candidates?: string[];
  /** The guide's BMI criterion (the candidate line that names a BMI), for a guide whose candidates have no Spanish. */
  bmi?: string;
}

const ES: Record<string, GuideSpanish> = {
  'body-composition-analysis': {
    summary:
      'Pruebas como la DEXA y la bioimpedancia que estiman qué parte de tu cuerpo es grasa, músculo y hueso.',
    insurance:
      'Las pruebas de composición corporal por bienestar normalmente no las cubre el seguro. La densitometría ósea (DEXA) indicada para detectar osteoporosis se cubre aparte, según criterios médicos.',
  },
  botox: {
    summary:
      'Inyecciones de un neuromodulador purificado que relajan por un tiempo músculos concretos de la cara para suavizar las líneas de expresión.',
    insurance:
      'El uso estético no lo cubre el seguro. Usos médicos como la migraña crónica o el sudor excesivo pueden cubrirse con autorización previa.',
    recovery:
      'No hay tiempo de recuperación: la mayoría vuelve al trabajo enseguida. Los pequeños bultos y el enrojecimiento en los puntos de inyección desaparecen en más o menos una hora.',
    candidates: [
      'Adultos con líneas de expresión (las que aparecen al gesticular) en la frente, entre las cejas o alrededor de los ojos',
      'Quienes quieren un tratamiento temporal, ajustable y casi sin tiempo de recuperación',
      'No es para personas embarazadas o que amamantan, ni con ciertos trastornos neuromusculares como la miastenia gravis',
      'Quienes tienen expectativas realistas: suaviza las líneas del movimiento, pero no rellena surcos profundos ni levanta la piel caída',
    ],
  },
  'brazilian-butt-lift': {
    summary:
      'Cirugía que saca grasa por liposucción de otras zonas y la inyecta en los glúteos para dar volumen y forma.',
    insurance:
      'No lo cubre el seguro; el tratamiento de complicaciones de una cirugía estética también puede quedar excluido.',
  },
  'breast-augmentation': {
    summary:
      'Cirugía que aumenta el tamaño de los senos o devuelve volumen con implantes o, con menos frecuencia, con tu propia grasa.',
    insurance:
      'El aumento estético no lo cubre el seguro. La reconstrucción después de una mastectomía suele estar cubierta por ley federal; las complicaciones de implantes estéticos pueden o no estar cubiertas, así que revisa tu póliza.',
    candidates: [
      'Adultas con buena salud que quieren senos más llenos o recuperar volumen perdido',
      'Personas con senos de tamaño notablemente desigual',
      'Personas que no están embarazadas ni amamantando y tienen un peso estable',
      'Quienes entienden que los implantes pueden tener que cambiarse o retirarse en el futuro y aceptan el seguimiento',
      'Edad: la FDA aprueba los implantes de solución salina para aumento estético desde los 18 años y los de gel de silicona desde los 22',
    ],
  },
  'breast-reduction': {
    summary:
      'Cirugía que quita tejido mamario, grasa y piel para reducir el tamaño de los senos y aliviar las molestias de tener senos grandes.',
    insurance:
      'Muchas veces la cubre el seguro cuando es médicamente necesaria. Las aseguradoras suelen pedir síntomas documentados, constancia de tratamientos previos (como fisioterapia o sostenes de soporte), fotos y un mínimo de tejido a retirar: pide al consultorio que solicite la autorización previa.',
  },
  'chemical-peels': {
    summary:
      'Una solución química que se aplica en la piel para quitar las capas externas dañadas y mejorar el tono, la textura, las líneas finas y algunas manchas.',
    insurance:
      'Los peelings estéticos no los cubre el seguro. El tratamiento de ciertos cambios precancerosos de la piel a veces puede cubrirse.',
    candidates: [
      'Personas con daño solar, tono desigual, piel apagada, líneas finas o cicatrices leves de acné',
      'Personas con acné o algunos tipos de manchas (con peelings suaves y bajo supervisión)',
      'Quienes pueden evitar el sol mientras sana la piel y usar protector solar después',
      'No es para personas embarazadas, con herpes labial activo o infección en la piel, ni para quienes usaron isotretinoína hace poco (consulta los tiempos con tu proveedor)',
    ],
  },
  coolsculpting: {
    summary:
      'Un tratamiento sin cirugía que enfría pequeñas zonas de grasa hasta dañar las células grasas, que el cuerpo elimina en unos meses.',
    insurance: 'No lo cubre el seguro.',
  },
  'dermal-fillers': {
    summary:
      'Inyecciones de gel, casi siempre de ácido hialurónico, que devuelven volumen, suavizan surcos y dan forma a rasgos como los labios y las mejillas.',
    insurance:
      'El uso estético no lo cubre el seguro. Los rellenos para corregir la pérdida de grasa facial en personas con VIH a veces pueden cubrirse.',
    recovery:
      'La mayoría vuelve a sus actividades normales enseguida. La hinchazón y los moretones son comunes durante varios días, sobre todo en los labios y debajo de los ojos.',
    candidates: [
      'Adultos con pérdida de volumen en mejillas, sienes u ojeras, o con líneas visibles en reposo',
      'Quienes quieren labios, mentón o mandíbula más llenos o definidos',
      'Quienes quieren resultados sin cirugía y aceptan que la mayoría de los rellenos son temporales',
      'No es para personas embarazadas o que amamantan, con infección activa cerca de la zona o con antecedentes de alergias graves a los componentes del relleno',
    ],
  },
  'duodenal-switch': {
    summary:
      'Una operación para bajar de peso en dos partes —una manga gástrica más un gran bypass intestinal— que logra la mayor pérdida de peso, pero con el mayor riesgo nutricional.',
    insurance:
      'Muchos planes de seguro y Medicare cubren la cirugía bariátrica si cumples sus criterios (IMC, enfermedades relacionadas y a veces una dieta supervisada y una evaluación psicológica). Se necesita autorización previa; muchos centros ofrecen paquetes de pago propio.',
    bmi: 'Adultos con un IMC de 35 o más, o de 30 a 34.9 con una enfermedad metabólica como la diabetes tipo 2 (umbrales más bajos para personas de origen asiático), según las guías ASMBS/IFSO de 2022',
  },
  facelift: {
    summary:
      'Cirugía que levanta y tensa los tejidos profundos de la parte baja de la cara y el cuello y quita la piel sobrante para reducir los signos visibles de la edad.',
    insurance: 'El lifting facial estético no lo cubre el seguro.',
  },
  'functional-medicine': {
    summary:
      'Un enfoque integral que busca causas de fondo de síntomas crónicos con consultas largas, cambios de estilo de vida y a veces muchos análisis.',
    insurance:
      'A menudo queda fuera de la red del seguro. Los análisis estándar que pide un profesional con licencia pueden cubrirse; las pruebas especiales y los suplementos normalmente no. Algunos centros académicos facturan las consultas al seguro.',
  },
  'gastric-balloon': {
    summary:
      'Un tratamiento temporal sin cirugía que coloca en el estómago un balón lleno de suero durante varios meses para que te sientas lleno antes.',
    insurance: 'Normalmente no lo cubre el seguro; la mayoría de los pacientes paga por su cuenta.',
    bmi: 'Adultos con un IMC de entre 30 y 40, más o menos, que no han llegado a su meta solo con cambios de estilo de vida',
  },
  'gastric-bypass': {
    summary:
      'Cirugía para bajar de peso que crea una pequeña bolsa en el estómago y desvía el intestino delgado, lo que limita lo que comes y cambia las hormonas del intestino.',
    insurance:
      'Muchos planes de seguro y Medicare cubren la cirugía bariátrica si cumples sus criterios (IMC, enfermedades relacionadas y a veces una dieta supervisada y una evaluación psicológica). Se necesita autorización previa; muchos centros ofrecen paquetes de pago propio.',
    bmi: 'Adultos con un IMC de 35 o más, o de 30 a 34.9 con una enfermedad metabólica como la diabetes tipo 2 (umbrales más bajos para personas de origen asiático), según las guías ASMBS/IFSO de 2022',
  },
  'gastric-sleeve': {
    summary:
      'Cirugía para bajar de peso que quita para siempre la mayor parte del estómago y deja un tubo estrecho que recibe menos comida y produce menos hormonas del hambre.',
    insurance:
      'Muchos planes de seguro y Medicare cubren la cirugía bariátrica si cumples sus criterios (IMC, enfermedades relacionadas y a veces una dieta supervisada y una evaluación psicológica). Se necesita autorización previa; muchos centros ofrecen paquetes de pago propio.',
    bmi: 'Adultos con un IMC de 35 o más, o de 30 a 34.9 con una enfermedad metabólica como la diabetes tipo 2 (umbrales más bajos para personas de origen asiático), según las guías ASMBS/IFSO de 2022',
  },
  'gpl-1': {
    summary:
      'Inyecciones semanales con receta, como la semaglutida y la tirzepatida, que reducen el apetito y, junto con cambios de estilo de vida, ayudan a bajar de peso a adultos con obesidad o enfermedades relacionadas con el peso.',
    insurance:
      'La cobertura para el control de peso varía mucho según el plan y el empleador, a menudo exige autorización previa, y Medicare casi no la cubre solo para bajar de peso. Es más común que se cubra cuando se receta para una enfermedad aprobada como la diabetes tipo 2.',
    candidates: [
      'Adultos con un IMC de 30 o más, o de 27 o más con una enfermedad relacionada con el peso, según la evaluación de un profesional',
      'Quienes ya intentaron cambios de estilo de vida organizados y quieren apoyo médico además de ellos',
      'Quienes pueden comprometerse a un seguimiento regular, ajustes de dosis y un uso a largo plazo',
      'No es para personas embarazadas, que buscan embarazo o que amamantan',
      'No es para personas con antecedentes propios o familiares de cáncer medular de tiroides o de neoplasia endocrina múltiple tipo 2 (MEN 2)',
    ],
  },
  'hormone-therapy': {
    summary:
      'Hormonas con receta —como el estrógeno para los síntomas de la menopausia o la testosterona para la testosterona baja diagnosticada— usadas con supervisión médica.',
    insurance:
      'La terapia hormonal aprobada por la FDA y recetada para un uso aprobado suele estar cubierta. Los productos "bioidénticos" preparados en farmacia, los pellets y las pruebas de saliva normalmente no.',
    candidates: [
      'Personas con síntomas molestos de la menopausia, sobre todo menores de 60 años o dentro de unos 10 años desde la menopausia, tras revisar sus riesgos personales',
      'Hombres con síntomas de testosterona baja confirmada con varios análisis de sangre por la mañana y una causa diagnosticada',
      'No es para personas con ciertos antecedentes, como cáncer de mama u otros cánceres sensibles a hormonas, coágulos, derrame cerebral o sangrado vaginal sin explicación (terapia de la menopausia), ni para hombres con cáncer de próstata sin tratar o que quieren tener un hijo pronto (testosterona)',
    ],
  },
  'ipl-photofacial': {
    summary:
      'Tratamientos con luz de espectro amplio que aclaran manchas de sol, enrojecimiento y capilares rotos para un tono de piel más parejo.',
    insurance: 'Normalmente no lo cubre el seguro cuando es por motivos estéticos.',
  },
  'iv-therapy': {
    summary:
      'Líquidos, vitaminas o minerales que se ponen directamente en la vena: un tratamiento médico estándar para la deshidratación y algunas deficiencias, pero con poca evidencia para sus supuestos beneficios de bienestar.',
    insurance:
      'Los sueros de bienestar no los cubre el seguro. El tratamiento intravenoso por una necesidad médica diagnosticada, en un entorno médico, puede cubrirse.',
  },
  'lap-band-surgery': {
    summary:
      'Cirugía para bajar de peso que coloca una banda inflable y ajustable alrededor de la parte alta del estómago para limitar cuánto puedes comer.',
    insurance:
      'Muchos planes de seguro y Medicare cubren la cirugía bariátrica si cumples sus criterios (IMC, enfermedades relacionadas y a veces una dieta supervisada y una evaluación psicológica). Se necesita autorización previa; muchos centros ofrecen paquetes de pago propio.',
    bmi: 'Adultos con un IMC de 35 o más, o de 30 a 34.9 con una enfermedad metabólica como la diabetes tipo 2 (umbrales más bajos para personas de origen asiático), según las guías ASMBS/IFSO de 2022',
  },
  'laser-hair-removal': {
    summary:
      'Una serie de tratamientos con luz que dañan los folículos del vello para reducir el vello no deseado a largo plazo.',
    insurance:
      'Normalmente no lo cubre el seguro. A veces puede cubrirse por enfermedades concretas (por ejemplo, quistes pilonidales que vuelven): consulta con tu aseguradora.',
  },
  liposuction: {
    summary:
      'Cirugía que quita depósitos de grasa difíciles por pequeñas incisiones para dar forma a zonas concretas del cuerpo.',
    insurance:
      'La liposucción estética no la cubre el seguro. A veces se cubre por enfermedades concretas, como el lipedema con síntomas documentados: consulta con tu aseguradora.',
    recovery:
      'La mayoría vuelve a un trabajo de oficina entre unos pocos días y 2 semanas, y usa una prenda de compresión (faja) durante varias semanas. La hinchazón tarda meses en bajar del todo.',
    candidates: [
      'Adultos con un peso sano y estable, o cerca de él, y piel firme y elástica',
      'Personas con depósitos de grasa localizados que no han cedido con dieta y ejercicio',
      'No fumadores con buena salud general',
      'Quienes entienden que la liposucción no es un método para bajar de peso y piensan mantener un peso estable',
    ],
  },
  'medical-weight-loss': {
    summary:
      'Un programa supervisado por un profesional que combina alimentación, actividad y cambios de conducta con medicamentos aprobados por la FDA cuando conviene.',
    insurance:
      'Las consultas médicas por obesidad y enfermedades relacionadas a menudo las cubre el seguro; la cobertura de los medicamentos contra la obesidad varía mucho según el plan. Las cuotas de programas propios, los suplementos y los reemplazos de comida normalmente se pagan por cuenta propia.',
    bmi: 'Adultos con un IMC de 30 o más, o de 27 o más con una enfermedad relacionada con el peso, que quieren apoyo médico',
  },
  'metabolic-testing': {
    summary:
      'Pruebas con el aliento que miden cuántas calorías quema tu cuerpo en reposo o qué tan bien usa el oxígeno durante el ejercicio.',
    insurance:
      'Normalmente no se cubren cuando son por bienestar o condición física; la prueba de esfuerzo cardiopulmonar indicada para evaluar una enfermedad puede cubrirse.',
  },
  microneedling: {
    summary:
      'Un tratamiento que hace pequeñas punciones controladas en la piel para estimular el colágeno y mejorar la textura, las cicatrices de acné y las líneas finas.',
    insurance: 'No lo cubre el seguro cuando es por motivos estéticos.',
  },
  'mini-gastric-bypass': {
    summary:
      'Una operación de bypass con una bolsa de estómago larga y estrecha y una sola conexión con el intestino delgado.',
    insurance:
      'Muchos planes de seguro y Medicare cubren la cirugía bariátrica si cumples sus criterios (IMC, enfermedades relacionadas y a veces una dieta supervisada y una evaluación psicológica). Se necesita autorización previa; muchos centros ofrecen paquetes de pago propio. Algunas aseguradoras tienen reglas propias para esta operación (OAGB): confirma la cobertura antes de programarla.',
    bmi: 'Adultos con un IMC de 35 o más, o de 30 a 34.9 con una enfermedad metabólica como la diabetes tipo 2 (umbrales más bajos para personas de origen asiático), según las guías ASMBS/IFSO de 2022',
  },
  'mommy-makeover': {
    summary:
      'Una combinación de procedimientos —normalmente cirugía de senos, abdominoplastia y liposucción— planeados juntos para tratar los cambios del cuerpo después del embarazo.',
    insurance:
      'Los procedimientos estéticos no los cubre el seguro. Una reparación de hernia o una reducción de senos médicamente necesaria hecha al mismo tiempo a veces puede facturarse aparte al seguro.',
  },
  'nutritional-counseling': {
    summary:
      'Orientación individual con un dietista registrado para armar un plan de alimentación según tus metas de salud o tus enfermedades.',
    insurance:
      'A menudo lo cubre el seguro. Medicare Parte B cubre la terapia de nutrición médica para la diabetes y la enfermedad renal con la referencia de un médico, y muchos planes privados cubren las consultas con dietista para ciertas enfermedades o como prevención: revisa tu plan.',
  },
  'peptide-therapy': {
    summary:
      'Tratamientos con cadenas cortas de aminoácidos; unos pocos son medicamentos aprobados por la FDA, pero muchos péptidos que se venden para el bienestar no están aprobados y tienen poca evidencia en personas.',
    insurance:
      'Los péptidos de bienestar no aprobados o preparados en farmacia no los cubre el seguro. Los medicamentos peptídicos aprobados por la FDA pueden cubrirse para las enfermedades aprobadas.',
  },
  'revision-bariatric-surgery': {
    summary:
      'Una segunda operación para corregir complicaciones, tratar el reflujo o atender la recuperación del peso o una pérdida insuficiente después de una cirugía bariátrica previa.',
    insurance:
      'A menudo se cubre cuando la revisión trata una complicación; la cobertura por recuperar peso varía según el plan y puede exigir documentación y autorización previa. Algunos planes cubren una sola operación bariátrica.',
  },
  rhinoplasty: {
    summary:
      'Cirugía que da nueva forma al hueso y al cartílago de la nariz para cambiar su aspecto, mejorar la respiración o ambas cosas.',
    insurance:
      'La rinoplastia estética no la cubre el seguro. La parte funcional de una operación combinada (por ejemplo, una septoplastia por una obstrucción respiratoria documentada) puede cubrirse en parte: pide al consultorio que facture las partes por separado y consulta antes con tu aseguradora.',
  },
  'thread-lift': {
    summary:
      'Un procedimiento poco invasivo que usa hilos reabsorbibles con pequeñas púas bajo la piel para levantar una flacidez leve de la cara o el cuello.',
    insurance: 'No lo cubre el seguro.',
  },
  'tummy-tuck': {
    summary:
      'Cirugía que quita la piel y la grasa sobrantes del abdomen y normalmente tensa los músculos del abdomen separados.',
    insurance:
      'La abdominoplastia estética no la cubre el seguro. Quitar un delantal de piel colgante (paniculectomía) que causa irritaciones o infecciones documentadas puede cubrirse en algunos casos; una reparación de hernia hecha al mismo tiempo puede facturarse aparte.',
    recovery:
      'Espera caminar un poco encorvada la primera semana, volver a un trabajo de oficina después de unas 2–3 semanas y evitar cargar peso y el ejercicio de abdomen durante unas 6 semanas o más.',
  },
  'vitamin-b12-injections': {
    summary:
      'Inyecciones de vitamina B12 con receta: un tratamiento establecido para la deficiencia de B12, con poca evidencia de beneficio en personas con niveles normales.',
    insurance:
      'Normalmente se cubren cuando se recetan por una deficiencia documentada o una enfermedad relacionada; las inyecciones de bienestar se pagan por cuenta propia.',
  },
  'wellness-coaching': {
    summary:
      'Sesiones con metas concretas con un coach capacitado para crear hábitos más sanos de actividad, alimentación, sueño y estrés.',
    insurance:
      'Normalmente no se cubre directamente, aunque muchos empleadores y planes de salud ofrecen programas de coaching gratis, y algunos servicios pueden pagarse con fondos HSA o FSA: revisa tu plan.',
  },
};

/** The guide's Spanish text, or null for a guide that has none. */
export const spanishGuide = (g: Pick<ProcedureGuide, 'id'>): GuideSpanish | null => ES[g.id] ?? null;

const UNITS_ES: Record<string, string> = {
  'per area': 'por zona',
  'per syringe': 'por jeringa',
  'per session': 'por sesión',
  'per month': 'al mes',
};
/** A guide's price unit in Spanish ("per syringe" → "por jeringa"). */
export const unitEs = (unit: string | undefined) => (unit ? (UNITS_ES[unit] ?? unit) : unit);

/** A timeline stage's label in Spanish ("Days 1–3" → "Días 1–3", "Months 6–12+" → "Meses 6–12+"). */
export function stageEs(when: string): string {
  return when
    .replace(/\bFirst hours\b/i, 'Primeras horas')
    .replace(/\bSame day\b/i, 'El mismo día')
    .replace(/\bDays\b/g, 'Días')
    .replace(/\bDay\b/g, 'Día')
    .replace(/\bWeeks\b/g, 'Semanas')
    .replace(/\bWeek\b/g, 'Semana')
    .replace(/\bMonths\b/g, 'Meses')
    .replace(/\bMonth\b/g, 'Mes');
}

/** "está en la guía de Liposuction (en inglés)": where a Spanish answer sends the reader for a field with no Spanish. */
export const pointToGuide = (g: Pick<ProcedureGuide, 'id' | 'shortName'>, what: string) =>
  `${what} está en la [guía de ${g.shortName}](/procedure/${g.id}) (en inglés).`;

/** The guide's one-line summary in the patient's language, or null in Spanish when it has none. */
export const summaryIn = (g: ProcedureGuide, lang: string | undefined): string | null =>
  lang === 'es' ? (spanishGuide(g)?.summary ?? null) : g.summary;

/** The guide's recovery summary in the patient's language, or null in Spanish when it has none. */
export const recoveryIn = (g: ProcedureGuide, lang: string | undefined): string | null =>
  lang === 'es' ? (spanishGuide(g)?.recovery ?? null) : g.recovery.summary;

/** What the guide says of insurance, in the patient's language (in Spanish, pointed to when it has none). */
export const insuranceIn = (g: ProcedureGuide, lang: string | undefined): string =>
  lang === 'es'
    ? (spanishGuide(g)?.insurance ?? pointToGuide(g, 'Lo que cubre el seguro'))
    : g.cost.insurance;

/**
 * A sentence quoted from the English guide, in Spanish: the Spanish text of the field it comes from (summary,
 * recovery, insurance, a candidate line, the BMI criterion), or null when that field has no Spanish text.
 */
export function spanishOf(g: ProcedureGuide, sentence: string): string | null {
  const es = spanishGuide(g);
  if (!es) return null;
  const s = sentence.trim().replace(/\.$/, '');
  const from = (english: string) => english.includes(s) || s.includes(english.replace(/\.$/, ''));
  if (from(g.summary)) return es.summary;
  if (from(g.cost.insurance)) return es.insurance;
  if (es.recovery && from(g.recovery.summary)) return es.recovery;
  const i = g.idealCandidates.findIndex((c) => from(c));
  if (i >= 0 && es.candidates?.[i]) return es.candidates[i];
  if (i >= 0 && es.bmi && /\bBMI\b/.test(g.idealCandidates[i])) return es.bmi;
  return null;
}

/** Sentences quoted from the English guide, each in Spanish where its field has Spanish text; the rest left out. */
export const spanishSentences = (g: ProcedureGuide, sentences: string[]): string[] => [
  ...new Set(sentences.map((s) => spanishOf(g, s)).filter((s): s is string => s !== null)),
];
