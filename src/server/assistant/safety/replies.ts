// What TruGPT says when screening finds something, in the language the patient wrote in. Kind and direct: the
// first sentence always says where to go (911 / the emergency room, the surgeon today, or 988), because in a
// crisis that is the sentence that gets read.
import type { ProcedureGuide } from '@shared/schemas/content';
import { GENERIC_SYMPTOM as GENERIC, type Language, type SafetyConcern, type SafetyScreen } from './screen';
import type { ConcernKind } from './vocabulary';

type Text = Record<Language, string>;

const joinLabels = (concerns: SafetyConcern[], lang: Language) => {
  const labels = concerns.map((c) => c.label);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${labels[labels.length - 1]}`;
};

const CRISIS_FIRST: Record<'self' | 'other', Text> = {
  self: {
    en: "**I'm really glad you told me — please call or text 988 right now to talk with someone (the Suicide & Crisis Lifeline: free, confidential, 24/7 in the US).**",
    es: '**Siento mucho que estés pasando por esto: por favor llama al 988 y marca 2 para hablar en español ahora mismo (Línea 988 de Prevención del Suicidio y Crisis: gratis, confidencial, 24/7 en Estados Unidos).**',
  },
  other: {
    en: '**Please help them call or text 988 right now (the Suicide & Crisis Lifeline: free, confidential, 24/7 in the US) — you can also call 988 yourself for advice on how to help.**',
    es: '**Por favor ayúdale a llamar al 988 y marcar 2 (en español) ahora mismo (Línea 988 de Prevención del Suicidio y Crisis: gratis, 24/7 en Estados Unidos); tú también puedes llamar para saber cómo ayudar.**',
  },
};

// An overdose taken (Poison Control: poisonhelp.hrsa.gov, 1-800-222-1222, free and 24/7 in the US): emergency care
// first, whatever it was taken for. Taken to hurt oneself, the crisis reply opens with 911 and 988 together.
const OVERDOSE_SEEN: Record<'self' | 'other', Text> = {
  self: {
    en: "Even if you feel fine now, some medicines do their harm hours later, so this needs to be seen in person right away; please don't wait for an online answer.",
    es: 'Aunque ahora te sientas bien, algunos medicamentos hacen daño horas después: hay que revisarlo en persona de inmediato; por favor no esperes una respuesta en línea.',
  },
  other: {
    en: "Even if they seem fine now, some medicines do their harm hours later, so this needs to be seen in person right away; please don't wait for an online answer.",
    es: 'Aunque ahora parezca estar bien, algunos medicamentos hacen daño horas después: hay que revisarlo en persona de inmediato; por favor no esperes una respuesta en línea.',
  },
};
const OVERDOSE_LINES: Record<'self' | 'other', Record<Language, string[]>> = {
  self: {
    en: [
      "- **Poison Control: 1-800-222-1222**, free, 24/7: they tell you what to do while help is on the way. Don't make yourself vomit, and keep the bottle or pen with you.",
      '- If you took it to hurt yourself, tell them, and call or text **988** too (the Suicide & Crisis Lifeline, 24/7).',
    ],
    es: [
      '- **Centro de Toxicología (Poison Control): 1-800-222-1222**, gratis, 24/7, con intérpretes en español: te dicen qué hacer mientras llega la ayuda. No te provoques el vómito y ten a mano el envase o la pluma.',
      '- Si lo tomaste para hacerte daño, díselo, y llama también al **988** y marca 2 (Línea 988, 24/7).',
    ],
  },
  other: {
    en: [
      "- **Poison Control: 1-800-222-1222**, free, 24/7: they tell you what to do while help is on the way. Don't make them vomit, and keep the bottle or pen to hand.",
      '- If they took it to hurt themselves, tell the 911 team, and call or text **988** too for advice on how to help (24/7).',
    ],
    es: [
      '- **Centro de Toxicología (Poison Control): 1-800-222-1222**, gratis, 24/7, con intérpretes en español: te dicen qué hacer mientras llega la ayuda. No le provoques el vómito y ten a mano el envase o la pluma.',
      '- Si lo tomó para hacerse daño, díselo al 911, y llama también al **988** y marca 2 para saber cómo ayudar (24/7).',
    ],
  },
};
const OVERDOSE_FIRST: Record<'self' | 'other', Text> = {
  self: {
    en: '**Call 911 now or go to the nearest emergency room — an overdose needs care right away, even if you feel fine — and then call or text 988 to talk with someone (the Suicide & Crisis Lifeline, 24/7).**',
    es: '**Llama al 911 ahora o ve a la sala de emergencias más cercana (una sobredosis necesita atención de inmediato aunque te sientas bien), y después llama al 988 y marca 2 para hablar con alguien (Línea 988, 24/7).**',
  },
  other: {
    en: '**Call 911 for them now or get them to the nearest emergency room — an overdose needs care right away, even if they seem fine — and call or text 988 for advice on how to help (the Suicide & Crisis Lifeline, 24/7).**',
    es: '**Llama al 911 ahora para esa persona o llévala a la sala de emergencias más cercana (una sobredosis necesita atención de inmediato aunque parezca estar bien), y llama al 988 y marca 2 para saber cómo ayudar (Línea 988, 24/7).**',
  },
};

function crisisReply(s: SafetyScreen): string {
  const lang = s.language;
  const who = s.aboutSomeoneElse ? 'other' : 'self';
  if (s.concerns.some((c) => c.kind === 'overdose')) {
    const [poison] = OVERDOSE_LINES[who][lang];
    const rest =
      lang === 'es'
        ? who === 'self'
          ? 'Lo que sientes importa más que cualquier procedimiento, y mereces el apoyo de una persona real ahora mismo.'
          : 'Preocuparte por esa persona importa. Cuando esté a salvo, aquí sigo para tus preguntas.'
        : who === 'self'
          ? "What you're feeling matters more than any procedure, and you deserve support from a real person right now."
          : "Looking out for them matters. Once they're safe and supported, I'm here for any questions about procedures.";
    return [OVERDOSE_FIRST[who][lang], '', poison, '', rest].join('\n');
  }
  const lines =
    lang === 'es'
      ? [
          CRISIS_FIRST[who].es,
          '',
          '- También puedes enviar la palabra **AYUDA** por mensaje de texto al 988, o chatear en [988lineadevida.org](https://988lineadevida.org).',
          who === 'self'
            ? '- **Si podrías actuar según estos pensamientos o ya te hiciste daño, llama al 911 o ve a la sala de emergencias más cercana.**'
            : '- **Si esa persona está en peligro inmediato, llama al 911 y no la dejes sola.**',
          '- Fuera de Estados Unidos, [findahelpline.com](https://findahelpline.com) tiene líneas gratuitas de tu país.',
          '',
          'Lo que sientes importa más que cualquier procedimiento, y mereces el apoyo de una persona real ahora mismo. Cuando quieras, aquí sigo para tus preguntas sobre procedimientos.',
        ]
      : [
          CRISIS_FIRST[who].en,
          '',
          '- You can also chat at [988lifeline.org](https://988lifeline.org). En español: llama al 988 y marca 2, o envía AYUDA por texto al 988.',
          who === 'self'
            ? "- **If you might act on these thoughts, or you've already hurt yourself, call 911 or go to the nearest emergency room now.**"
            : '- **If they may be in immediate danger, call 911 and stay with them.**',
          '- Outside the US, [findahelpline.com](https://findahelpline.com) lists free lines in your country.',
          '',
          who === 'self'
            ? "What you're feeling matters more than any procedure, and you deserve support from a real person right now. When you're ready, I'm still here for questions about procedures."
            : "Looking out for them matters. Once they're safe and supported, I'm here for any questions about procedures.",
        ];
  if (s.concerns.some((c) => c.kind === 'eating-disorder')) lines.splice(2, 0, ED_LINE[lang]);
  if (s.concerns.some((c) => c.level === 'emergency' || c.level === 'urgent')) {
    const symptoms = joinLabels(
      s.concerns.filter((c) => c.level !== 'crisis' && c.level !== 'caution'),
      lang,
    );
    lines.splice(
      2,
      0,
      lang === 'es'
        ? `- También mencionaste ${symptoms}: **llama al 911 o ve a urgencias**.`
        : `- You also mentioned ${symptoms}: **call 911 or go to the emergency room** for that too.`,
    );
  }
  return lines.join('\n');
}

const FILLER_VESSEL: ConcernKind[] = ['skin-colour', 'vision'];

// Eating-disorder help lines. The NEDA helpline closed in 2023 and is not listed. ANAD's helpline
// (anad.org/eating-disorder-helpline) and the Crisis Text Line (crisistextline.org: text HOME to 741741) are
// free; 988 is the Suicide & Crisis Lifeline (REFERENCE.md).
const ED_LINE: Text = {
  en: '- For eating worries: the **ANAD Eating Disorder Helpline, 1-888-375-7767** ([anad.org](https://anad.org)), or text **HOME to 741741** (Crisis Text Line, 24/7).',
  es: '- Para problemas con la comida: la **línea de ANAD, 1-888-375-7767** ([anad.org](https://anad.org), en inglés), o envía **HOME al 741741** (Crisis Text Line, 24/7).',
};

function eatingDisorderReply(s: SafetyScreen): string {
  const other = s.aboutSomeoneElse;
  const lines =
    s.language === 'es'
      ? [
          other
            ? '**Gracias por preocuparte por esa persona: dejar de comer, vomitar o usar laxantes para cambiar el cuerpo puede ser señal de un trastorno alimentario, que es serio y tiene tratamiento, así que no voy a sugerir proveedores ni procedimientos ahora.**'
            : '**Gracias por contármelo: dejar de comer, vomitar o usar laxantes para cambiar tu cuerpo puede ser señal de un trastorno alimentario, que es serio y tiene tratamiento, así que no voy a sugerir proveedores ni procedimientos ahora.**',
          '',
          '- **Línea de ANAD (Eating Disorder Helpline): 1-888-375-7767**, gratis, apoyo y referencias ([anad.org](https://anad.org), en inglés).',
          '- **Crisis Text Line: envía HOME al 741741**, gratis, 24/7.',
          '- **Si hay pensamientos de hacerse daño, llama o envía un mensaje al 988 y marca 2 para español** (Línea 988, 24/7).',
          '- Ayunar, vomitar o usar laxantes antes de una cirugía también aumenta los riesgos de la anestesia y de la cicatrización (potasio bajo, problemas del ritmo del corazón): cuéntaselo con sinceridad al médico y al cirujano.',
          '',
          other
            ? 'Acompáñala a hablar con su médico, que puede referirla a un especialista. Cuando quieras, aquí sigo para otras preguntas.'
            : 'Tu médico puede referirte a un especialista en trastornos alimentarios. Mereces apoyo, y pedirlo es un paso valiente. Cuando quieras, aquí sigo para otras preguntas.',
        ]
      : [
          other
            ? "**Thank you for looking out for them — not eating, purging or using laxatives to change one's body can be a sign of an eating disorder, which is serious and treatable, so I won't point to providers or procedures right now.**"
            : "**Thank you for telling me — not eating, purging or using laxatives to change your body can be a sign of an eating disorder, which is serious and treatable, so I won't point you to providers or procedures right now.**",
          '',
          '- **ANAD Eating Disorder Helpline: 1-888-375-7767** — free peer support and referrals ([anad.org](https://anad.org)).',
          '- **Crisis Text Line: text HOME to 741741** — free, 24/7.',
          '- **If there are thoughts of self-harm, call or text 988** (Suicide & Crisis Lifeline, 24/7; en español, marca 2).',
          '- Fasting, purging or laxatives before surgery also raise the risks of anaesthesia and healing (low potassium, heart-rhythm problems), so please tell the doctor and surgeon honestly.',
          '',
          other
            ? "Their own doctor can refer them to an eating-disorder specialist; going with them can make that first step easier. I'm here for any other questions."
            : "Your doctor can refer you to an eating-disorder specialist. You deserve support, and reaching out is a strong step. I'm here for any other questions when you're ready.",
        ];
  return lines.join('\n');
}

/** An emergency a child describes about a parent: short words, one thing to do, and a grown-up to fetch. */
function childEmergencyReply(s: SafetyScreen): string {
  const person = s.situation.person ?? (s.language === 'es' ? 'mamá o papá' : 'mom or dad');
  // The learned screen names no symptom ("what you describe"): then the child just says what is happening.
  const named = s.concerns.filter(
    (c) => (c.level === 'emergency' || c.level === 'urgent') && c.label !== GENERIC[s.language],
  );
  const symptoms = named.length > 0 ? `: ${joinLabels(named, s.language)}` : '';
  if (s.language === 'es')
    return [
      `**Llama al 911 ahora mismo (o pídele a un adulto que esté cerca que llame) y di que tu ${person} está muy enfermo/a después de una operación.**`,
      '',
      `- Diles tu dirección y lo que le pasa a tu ${person}${symptoms}.`,
      `- Quédate con tu ${person}. Si puedes, abre la puerta de la casa para que entren los que vienen a ayudar.`,
      '- Si hay otro adulto en casa o un vecino, búscalo ahora.',
      '',
      'Hiciste muy bien en pedir ayuda. En el 911 te dirán qué hacer.',
    ].join('\n');
  return [
    `**Call 911 right now (or ask a grown-up near you to call) and say your ${person} had an operation and is very sick.**`,
    '',
    `- Tell them your address and what is happening to your ${person}${symptoms}.`,
    `- Stay with your ${person}. If you can, unlock the front door so the helpers can get in.`,
    '- If another grown-up is at home or next door, go and get them now.',
    '',
    'You did the right thing by asking for help. The people at 911 will tell you what to do next.',
  ].join('\n');
}

function emergencyReply(s: SafetyScreen, guide: ProcedureGuide | null): string {
  if (
    s.situation.who === 'child' &&
    (s.situation.writerIsChild || s.concerns.some((c) => c.kind === 'minor'))
  )
    return childEmergencyReply(s);
  const lang = s.language;
  // A child who swallowed a medicine or a product: Poison Control beside 911 (poisonhelp.hrsa.gov), said of the
  // child.
  const poisoned = s.concerns.some((c) => c.kind === 'poisoning');
  // An overdose taken: Poison Control too, and 988 in case it was taken to hurt oneself.
  const overdose = !poisoned && s.concerns.some((c) => c.kind === 'overdose');
  const other = s.aboutSomeoneElse || poisoned;
  const symptoms = joinLabels(
    s.concerns.filter((c) => c.level === 'emergency' || c.level === 'urgent'),
    lang,
  );
  const vessel = s.concerns.some((c) => FILLER_VESSEL.includes(c.kind));
  const lines =
    lang === 'es'
      ? [
          other
            ? '**Llama al 911 ahora para esa persona (o al número de emergencias de tu país) o llévala a la sala de emergencias más cercana: esto puede ser una emergencia médica.**'
            : '**Llama al 911 ahora (o al número de emergencias de tu país) o ve a la sala de emergencias más cercana: esto puede ser una emergencia médica.**',
          '',
          overdose
            ? `Mencionaste ${symptoms}. ${OVERDOSE_SEEN[other ? 'other' : 'self'].es}`
            : poisoned
              ? `Mencionaste ${symptoms}. Aunque ahora parezca estar bien, algunos productos y medicamentos hacen daño horas después: hay que revisarlo en persona de inmediato; por favor no esperes una respuesta en línea.`
              : `Mencionaste ${symptoms}. Después de un procedimiento, esto puede ser señal de una complicación grave que hay que revisar en persona de inmediato; por favor no esperes una respuesta en línea.`,
          '',
          other
            ? '- No la dejes sola y no dejes que maneje.'
            : '- No manejes si te sientes mareado/a, confundido/a o te falta el aire; pide que alguien te lleve o llama al 911.',
          ...(poisoned
            ? [
                '- **Centro de Toxicología (Poison Control): 1-800-222-1222**, gratis, 24/7, con intérpretes en español: te dicen qué hacer mientras llega la ayuda. No le provoques el vómito y ten a mano el envase.',
              ]
            : []),
          ...(overdose ? OVERDOSE_LINES[other ? 'other' : 'self'].es : []),
          ...(vessel
            ? [
                '- Si empezó después de un relleno, di en urgencias que puede ser relleno bloqueando un vaso sanguíneo: se trata en cuestión de horas, así que no esperes a que el inyector conteste.',
              ]
            : []),
          '- Cuando ya haya ayuda en camino, llama también a la línea de guardia del cirujano.',
          '',
          'No puedo evaluar síntomas en línea. Cuando estén a salvo y les hayan revisado, con gusto ayudo con lo demás.',
        ]
      : [
          other
            ? '**Call 911 for them now (or your local emergency number), or get them to the nearest emergency room — this could be a medical emergency.**'
            : '**Call 911 now (or your local emergency number), or go to the nearest emergency room — this could be a medical emergency.**',
          '',
          overdose
            ? `You mentioned ${symptoms}. ${OVERDOSE_SEEN[other ? 'other' : 'self'].en}`
            : poisoned
              ? `You mentioned ${symptoms}. Even if they seem fine now, some products and medicines do harm hours later, so this needs to be seen in person right away; please don't wait for an online answer.`
              : `You mentioned ${symptoms}. After a procedure, that can be a sign of a serious complication that needs to be seen in person right away, so please don't wait for an online answer.`,
          '',
          other
            ? "- Stay with them and don't let them drive."
            : "- Don't drive yourself if you feel faint, confused or short of breath — have someone take you, or call 911.",
          ...(poisoned
            ? [
                "- **Poison Control: 1-800-222-1222**, free, 24/7: they tell you what to do while help is on the way. Don't make the child vomit, and keep the container to hand.",
              ]
            : []),
          ...(overdose ? OVERDOSE_LINES[other ? 'other' : 'self'].en : []),
          ...(vessel
            ? [
                "- If this started after filler, tell the emergency team it may be filler blocking a blood vessel. It is treated within hours (hyaluronic-acid filler can be dissolved with an enzyme), so don't wait for the injector to call back.",
              ]
            : []),
          "- Once help is on the way, also call the surgeon's or clinic's after-hours line.",
          ...guideWarnings(guide, lang),
          '',
          other
            ? "I can't assess symptoms online. Once they're safe and have been seen, I'm happy to help with anything else."
            : "I can't assess symptoms online. Once you're safe and have been seen, I'm happy to help with anything else.",
        ];
  return lines.join('\n');
}

function urgentReply(s: SafetyScreen, guide: ProcedureGuide | null): string {
  const lang = s.language;
  const symptoms = joinLabels(
    s.concerns.filter((c) => c.level === 'urgent'),
    lang,
  );
  const lines =
    lang === 'es'
      ? [
          '**Llama hoy mismo al consultorio o a la línea de guardia de tu cirujano, y si no te contestan pronto o empeora, ve a urgencias o llama al 911.**',
          '',
          `Mencionaste ${symptoms}. Después de un procedimiento, esto puede ser señal de infección u otra complicación que hay que revisar hoy, no en la próxima cita.`,
          '',
          '- Ve directo a urgencias si además hay dificultad para respirar, dolor en el pecho, confusión, desmayo, fiebre alta o enrojecimiento que avanza rápido.',
          '- No empieces antibióticos ni otros medicamentos por tu cuenta: que decida el médico que te revise.',
          '',
          'No puedo evaluar síntomas en línea. Cuando te hayan revisado, con gusto ayudo con lo demás.',
        ]
      : [
          s.aboutSomeoneElse
            ? "**Help them call their surgeon's office or after-hours line now — and if they can't get through quickly or it's getting worse, take them to an emergency room or call 911.**"
            : "**Call your surgeon's office or after-hours line now — and if you can't reach them quickly or it's getting worse, go to an emergency room or call 911.**",
          '',
          `You mentioned ${symptoms}. After a procedure, this can be a sign of infection or another complication that needs to be checked today, not at your next routine visit.`,
          '',
          '- Go straight to emergency care if there is also trouble breathing, chest pain, confusion, fainting, a high fever or redness spreading fast.',
          "- Don't start antibiotics or other medicines on your own — let the doctor who examines you decide.",
          ...guideWarnings(guide, lang),
          '',
          "I can't assess symptoms online. Once you've been seen, I'm happy to help with anything else.",
        ];
  return lines.join('\n');
}

// The guides are written in English, so their warning lists go with English replies only.
function guideWarnings(guide: ProcedureGuide | null, lang: Language): string[] {
  if (!guide || lang !== 'en') return [];
  return [
    '',
    `**Warning signs after ${guide.shortName} that need urgent care:**`,
    '',
    ...guide.redFlags.map((r) => `- ${r}`),
  ];
}

/** The whole reply for a crisis, an emergency, an urgent symptom, an eating disorder, or a symptom no rule reads. */
export function safetyReply(s: SafetyScreen, guide: ProcedureGuide | null): string {
  if (s.level === 'crisis') return crisisReply(s);
  if (s.level === 'emergency') return withEatingLine(s, emergencyReply(s, guide));
  if (s.level === 'urgent') return withEatingLine(s, urgentReply(s, guide));
  if (s.level === 'distress') return eatingDisorderReply(s);
  return warningSigns(s, guide, 'check');
}

const withEatingLine = (s: SafetyScreen, reply: string) =>
  s.concerns.some((c) => c.kind === 'eating-disorder') ? `${reply}\n\n${ED_LINE[s.language]}` : reply;

// Signs that need emergency care after any procedure (REFERENCE.md), for when no guide is known.
const GENERAL_SIGNS: Text = {
  en: [
    'Trouble breathing, chest pain, or coughing up blood',
    'A calf or leg that is swollen, hot or painful',
    'Fever over 101°F (38.3°C), chills, pus or spreading redness',
    'Swelling that is growing fast, hard, or much bigger on one side',
    'Skin that turns white, grey, purple or blotchy, or any change in vision (after filler)',
    'Trouble swallowing, speaking or holding your head up (after Botox)',
  ].join('\n'),
  es: [
    'Dificultad para respirar, dolor en el pecho o tos con sangre',
    'Una pantorrilla o pierna hinchada, caliente o dolorosa',
    'Fiebre de más de 38,3 °C, escalofríos, pus o enrojecimiento que se extiende',
    'Hinchazón que crece rápido, dura, o mucho mayor de un lado',
    'Piel que se pone blanca, gris, morada o con manchas, o cambios en la vista (después de un relleno)',
    'Dificultad para tragar, hablar o sostener la cabeza (después del bótox)',
  ].join('\n'),
};

/**
 * The warning signs of the procedure (or general ones), with who to call. `check`: a body symptom now that no
 * rule reads — the signs come first, never a price. `asked`: asked ahead of time — the signs, no alarm.
 */
export function warningSigns(s: SafetyScreen, guide: ProcedureGuide | null, why: 'check' | 'asked'): string {
  const es = s.language === 'es';
  const name = guide?.shortName ?? null;
  const signs = guide && !es ? guide.redFlags : GENERAL_SIGNS[s.language].split('\n');
  const opening = es
    ? why === 'check'
      ? `**No puedo saber desde aquí si esto es normal${name ? ` después de ${name}` : ' después de tu procedimiento'}, así que primero: estas son las señales de alarma, y a quién llamar.**`
      : `**Estas son las señales de alarma${name ? ` después de ${name}` : ' después de un procedimiento'} que conviene conocer de antemano.**`
    : why === 'check'
      ? `**I can't tell from here whether this is expected${name ? ` after ${name}` : ' after your procedure'}, so first: these are the warning signs, and who to call.**`
      : `**Here are the warning signs${name ? ` after ${name}` : ' after a procedure'} worth knowing in advance.**`;
  const lines = [
    opening,
    '',
    ...signs.map((r) => `- ${r}`),
    '',
    es
      ? '**A quién llamar:** si tienes alguna de estas señales, llama hoy al consultorio o a la línea de guardia de tu cirujano; si hay dificultad para respirar, dolor en el pecho, desmayo, cambios en la vista o la piel se pone blanca o morada, llama al 911. Si algo te preocupa aunque no esté en la lista, llama igual al consultorio: prefieren saberlo.'
      : "**Who to call:** with any of these signs, call your surgeon's office or after-hours line today; for trouble breathing, chest pain, fainting, a change in vision or skin turning white or purple, call 911. If something worries you that isn't on the list, call the office anyway — they would rather hear about it.",
  ];
  return lines.join('\n');
}

/** A symptom the patient had in the past: not urgent now, but worth telling the surgeon. */
function pastNote(s: SafetyScreen): string | null {
  const history = s.past.filter((c) => c.level === 'emergency' || c.level === 'urgent');
  if (history.length === 0) return null;
  const labels = joinLabels(history, s.language);
  return s.language === 'es'
    ? `**Como lo que describes (${labels}) ya pasó, no es una urgencia ahora; cuéntaselo al cirujano en la consulta**, porque puede cambiar cómo planea la cirugía y la recuperación.`
    : `**Since what you describe (${labels}) is in the past, it isn't an emergency now — do tell the surgeon about it at the consultation**, as it can change how they plan the procedure and your recovery.`;
}

const NOTES: Partial<Record<ConcernKind, Text>> = {
  minor: {
    en: "**Because you're under 18 (or asking for someone who is), I won't suggest providers to book.** Reputable surgeons and injectors rarely do cosmetic procedures before 18: faces and bodies are still changing, Botox and fillers are approved for adults, and the few operations done in the teens (such as pinning back ears, or a breast reduction for real physical symptoms) need a parent or guardian and a board-certified surgeon who decides whether the timing is right. A good first step is to talk it through with a parent and your own doctor.",
    es: '**Como tienes menos de 18 años (o preguntas por alguien que los tiene), no voy a sugerir proveedores para reservar.** Los cirujanos e inyectores serios casi nunca hacen procedimientos estéticos antes de los 18: la cara y el cuerpo siguen cambiando, el bótox y los rellenos están aprobados para adultos, y las pocas operaciones que se hacen en la adolescencia requieren a un padre o tutor y un cirujano certificado que decida si es el momento. Un buen primer paso es hablarlo con tus padres y con tu médico.',
  },
  pregnancy: {
    en: "**During pregnancy, elective cosmetic procedures should wait until after the baby — so I won't list providers to book right now.** Botox, fillers, peels, lasers and cosmetic surgery are generally postponed in pregnancy: there is too little safety data for the baby, and surgery and anaesthesia add risk. Your OB or midwife is the right person for anything that can't wait; I'm happy to explain a procedure so you can plan for later.",
    es: '**Durante el embarazo, los procedimientos estéticos electivos deben esperar a después del parto, así que por ahora no voy a sugerir proveedores para reservar.** El bótox, los rellenos, los peelings, los láseres y la cirugía estética se suelen posponer durante el embarazo: hay muy pocos datos de seguridad para el bebé, y la cirugía y la anestesia suman riesgos. Tu ginecólogo o partera es quien debe orientarte; con gusto te explico el procedimiento para que lo planees más adelante.',
  },
  breastfeeding: {
    en: "**While breastfeeding, most providers advise waiting on elective cosmetic treatments — so I won't list providers to book right now.** Injectables haven't been studied in breastfeeding, and for breast surgery most surgeons ask you to wait until some months after you've stopped, so the breasts settle. Ask your OB or your baby's doctor about anything you're considering; I can explain the procedure so you can plan.",
    es: '**Durante la lactancia, la mayoría de los profesionales aconseja esperar para los tratamientos estéticos electivos, así que por ahora no voy a sugerir proveedores para reservar.** Los inyectables no se han estudiado en la lactancia, y para la cirugía de senos se suele pedir esperar unos meses después de terminar. Consulta con tu ginecólogo o con el pediatra de tu bebé.',
  },
  dysmorphia: {
    en: "**How you feel about your appearance matters as much as any procedure, so I won't point you to surgeons to book right now.** When someone has had several revisions, or a feature causes distress most days, another procedure often doesn't bring the relief hoped for. Reputable surgeons screen for body dysmorphic disorder (BDD) before operating again, and it responds well to treatment with a mental-health professional — your doctor can refer you. Talking to someone first is a strong step, not a weak one.\n\n- The International OCD Foundation has information on body dysmorphic disorder and a directory of therapists who treat it: [iocdf.org](https://iocdf.org).\n- If the distress ever comes with thoughts of hurting yourself, call or text **988** (Suicide & Crisis Lifeline, 24/7; en español, marca 2).",
    es: '**Cómo te sientes con tu apariencia importa tanto como cualquier procedimiento, así que por ahora no voy a sugerir cirujanos para reservar.** Cuando alguien ya ha tenido varias revisiones o un rasgo le causa angustia casi todos los días, otra operación muchas veces no trae el alivio esperado. Los cirujanos serios evalúan el trastorno dismórfico corporal (TDC) antes de operar de nuevo, y este mejora con la ayuda de un profesional de salud mental; tu médico puede referirte.\n\n- La International OCD Foundation tiene información sobre el trastorno dismórfico corporal y un directorio de terapeutas que lo tratan: [iocdf.org](https://iocdf.org) (en inglés).\n- Si esa angustia llega con pensamientos de hacerte daño, llama o envía un mensaje al **988** y marca 2 para español (Línea 988, 24/7).',
  },
  isotretinoin: {
    en: '**Tell your provider that you take (or took) isotretinoin (Accutane) and exactly when you stopped.** The traditional advice was to wait 6–12 months after finishing it before peels, laser resurfacing, dermabrasion, microneedling or surgery, because skin heals differently; newer guidance is less strict for some treatments, so the timing is their call with you.',
    es: '**Dile a tu proveedor que tomas (o tomaste) isotretinoína (Accutane) y cuándo la dejaste.** Tradicionalmente se pedía esperar de 6 a 12 meses antes de peelings, láser, microagujas o cirugía porque la piel cicatriza distinto; hoy algunas guías son menos estrictas, así que el momento lo decide tu médico contigo.',
  },
  'blood-thinner': {
    en: "**Don't stop a blood thinner on your own — tell your surgeon or injector that you take it, and they'll plan with the doctor who prescribed it.** Blood thinners (daily aspirin included) raise the risk of bleeding and bruising with surgery and injections, but stopping one can cause a clot or a stroke, so that decision is made together.",
    es: '**No dejes el anticoagulante por tu cuenta: dile a tu cirujano o inyector que lo tomas y lo planearán con el médico que te lo recetó.** Los anticoagulantes (incluida la aspirina diaria) aumentan el sangrado y los moretones, pero suspenderlos puede causar un coágulo o un derrame, así que esa decisión se toma en conjunto.',
  },
  'glp1-surgery': {
    en: "**Tell your surgeon and the anaesthesia team that you take a GLP-1 medicine (such as Ozempic, Wegovy, Mounjaro or Zepbound).** These medicines slow how fast the stomach empties, which can raise the risk of inhaling stomach contents under anaesthesia, so you may be asked to pause a dose or follow a liquid diet before surgery — follow their instructions, and don't change your dose without your prescriber.",
    es: '**Dile a tu cirujano y al equipo de anestesia que usas un medicamento GLP-1 (como Ozempic, Wegovy, Mounjaro o Zepbound).** Estos medicamentos vacían el estómago más lento, lo que puede aumentar el riesgo de aspiración con la anestesia; quizá te pidan pausar una dosis o seguir una dieta líquida antes de la cirugía. No cambies la dosis sin tu médico.',
  },
  steroids: {
    en: "**Tell your surgeon about steroid medicines such as prednisone, and don't stop them on your own.** Long-term steroids slow wound healing and raise the risk of infection, and stopping suddenly can be dangerous; your surgeon and the doctor who prescribes them will plan around it.",
    es: '**Dile a tu cirujano que tomas corticoides (esteroides) como la prednisona, y no los dejes por tu cuenta.** Tomarlos a largo plazo retrasa la cicatrización y aumenta el riesgo de infección, y suspenderlos de golpe puede ser peligroso.',
  },
};

// Appearance distress first: it is what the message is about, and who is asking follows it.
const NOTE_ORDER: ConcernKind[] = [
  'dysmorphia',
  'minor',
  'pregnancy',
  'breastfeeding',
  'isotretinoin',
  'blood-thinner',
  'glp1-surgery',
  'steroids',
];

/**
 * What goes before the answer: the warning signs for a symptom no rule reads or one asked about ahead of time,
 * a word on a past symptom, and what matters about who is asking; null when nothing does.
 */
export function cautionNote(s: SafetyScreen, guide: ProcedureGuide | null = null): string | null {
  const kinds = new Set(s.concerns.map((c) => c.kind));
  const notes = NOTE_ORDER.filter((k) => kinds.has(k)).map((k) => NOTES[k]![s.language]);
  const past = pastNote(s);
  // A recovery question about something that can be normal gets its answer first (signsAfterNote follows it).
  if (kinds.has('symptom-check')) {
    if (!s.signsAfter) notes.unshift(warningSigns(s, guide, 'check'));
  }
  // Signs asked about ahead of time lead; being scared or "freaking out" before a wedding or a first surgery asks
  // about no sign.
  else if (
    s.asked.some((c) => (c.level === 'emergency' || c.level === 'urgent') && c.kind !== 'something-wrong')
  )
    notes.unshift(warningSigns(s, guide, 'asked'));
  else if (past) notes.unshift(past);
  return notes.length > 0 ? notes.join('\n\n') : null;
}

/**
 * What follows the answer to a recovery question about something that can be normal: briefly, the signs that
 * would need a call, and when to call 911. Null when the answer is not such a question.
 */
export function signsAfterNote(s: SafetyScreen, guide: ProcedureGuide | null = null): string | null {
  if (!s.signsAfter) return null;
  const es = s.language === 'es';
  const signs = (guide && !es ? guide.redFlags : GENERAL_SIGNS[s.language].split('\n'))
    // "— call 911" and the like are said once, at the end.
    .map((r) => r.replace(/\s+—\s.*$/, '').replace(/\.$/, ''))
    .map((r) => r.charAt(0).toLowerCase() + r.slice(1));
  return es
    ? `**Cuándo llamar:** llama al consultorio o a la línea de guardia de tu cirujano si notas ${signs.join('; ')}. Si hay dificultad para respirar, dolor en el pecho, desmayo o cambios en la vista, llama al 911.`
    : `**When to call:** call your surgeon's office or after-hours line if you notice ${signs.join('; ')}. For trouble breathing, chest pain, fainting or a change in vision, call 911.`;
}
