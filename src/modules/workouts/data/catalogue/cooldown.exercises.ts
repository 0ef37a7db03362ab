import type { CatalogueEntry } from './coaching';
import { EVERYWHERE, FLOOR_PLACES, STANDING_PLACES, defineExercise, seconds } from './define-exercise';

/** Cool-down: timed stretches and breathing, so the planner can fit them to the second. */
export const COOLDOWN_EXERCISES: CatalogueEntry[] = [
  defineExercise({
    id: 'travel-stretch',
    name: { en: 'Travel stretch', es: 'Estiramiento de viaje' },
    category: 'cooldown',
    bodyPart: 'full_body',
    equipment: 'none',
    places: EVERYWHERE,
    posture: 'seated',
    level: 'beginner',
    prescription: seconds(1, 60),
    instructions: {
      en: [
        'Sit tall and reach both arms overhead, lacing your fingers, for a few breaths.',
        'Lean gently to each side, then fold forwards over your thighs and let your head hang.',
        'Sit back up slowly and finish with a gentle twist to each side.',
      ],
      es: [
        'Siéntate erguido y estira ambos brazos por encima de la cabeza con los dedos entrelazados durante unas respiraciones.',
        'Inclínate suavemente hacia cada lado y después dóblate hacia delante sobre los muslos dejando caer la cabeza.',
        'Vuelve a incorporarte despacio y termina con una torsión suave hacia cada lado.',
      ],
    },
    tips: {
      en: ['Works in a plane seat, a taxi or a meeting room chair.'],
      es: ['Funciona en el asiento del avión, en un taxi o en la silla de una sala de reuniones.'],
    },
  }),
  defineExercise({
    id: 'standing-quad-stretch',
    name: { en: 'Standing quad stretch', es: 'Estiramiento de cuádriceps de pie' },
    category: 'cooldown',
    bodyPart: 'legs',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Stand near a wall and hold it with one hand.',
        'Bend one knee and hold that ankle behind you, knees side by side.',
        'Tuck your tailbone under to feel the stretch at the front of the thigh; switch legs.',
      ],
      es: [
        'Ponte junto a una pared y apóyate con una mano.',
        'Dobla una rodilla y sujeta el tobillo por detrás, con las rodillas juntas.',
        'Mete el coxis para notar el estiramiento en la parte delantera del muslo; cambia de pierna.',
      ],
    },
    tips: {
      en: ['Use a towel around the ankle if you cannot reach it.'],
      es: ['Usa una toalla alrededor del tobillo si no llegas a sujetarlo.'],
    },
  }),
  defineExercise({
    id: 'standing-hamstring-stretch',
    name: { en: 'Standing hamstring stretch', es: 'Estiramiento de isquiotibiales de pie' },
    category: 'cooldown',
    bodyPart: 'legs',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Place one heel on a low step or chair, leg straight, toes up.',
        'Keeping your back long, hinge forwards from the hips until you feel the back of the thigh.',
        'Breathe slowly, then switch legs.',
      ],
      es: [
        'Apoya un talón en un escalón bajo o una silla, con la pierna recta y la punta hacia arriba.',
        'Con la espalda larga, inclínate desde la cadera hasta notar la parte de atrás del muslo.',
        'Respira despacio y cambia de pierna.',
      ],
    },
    tips: {
      en: ['Think chest forwards, not nose to knee.'],
      es: ['Piensa en llevar el pecho hacia delante, no la nariz a la rodilla.'],
    },
  }),
  defineExercise({
    id: 'doorway-chest-stretch',
    name: { en: 'Doorway chest stretch', es: 'Estiramiento de pecho en el marco de la puerta' },
    category: 'cooldown',
    bodyPart: 'chest',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Place your forearm against a door frame or pillar, elbow at shoulder height.',
        'Step forwards with the same-side foot and turn your chest gently away.',
        'Hold where you feel the front of the shoulder open, then switch sides.',
      ],
      es: [
        'Apoya el antebrazo en el marco de una puerta o en una columna, con el codo a la altura del hombro.',
        'Da un paso adelante con el pie del mismo lado y gira suavemente el pecho hacia fuera.',
        'Mantén donde notes que se abre la parte delantera del hombro y cambia de lado.',
      ],
    },
    tips: {
      en: ['Undo the laptop hunch: keep your shoulder down while you stretch.'],
      es: ['Deshaz la postura encorvada del portátil: mantén el hombro bajo mientras estiras.'],
    },
  }),
  defineExercise({
    id: 'seated-figure-four-stretch',
    name: { en: 'Seated figure-four stretch', es: 'Estiramiento en cuatro sentado' },
    category: 'cooldown',
    bodyPart: 'hips',
    equipment: 'none',
    places: EVERYWHERE,
    posture: 'seated',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Sit tall and rest one ankle on the opposite knee.',
        'Keeping your back straight, lean forwards until you feel the outer hip stretch.',
        'Hold, breathing slowly, then switch legs.',
      ],
      es: [
        'Siéntate erguido y apoya un tobillo sobre la rodilla contraria.',
        'Con la espalda recta, inclínate hacia delante hasta notar el estiramiento en la parte externa de la cadera.',
        'Mantén respirando despacio y cambia de pierna.',
      ],
    },
    tips: {
      en: ['In a tight seat, a smaller lean is enough.'],
      es: ['En un asiento estrecho basta con inclinarse un poco.'],
    },
  }),
  defineExercise({
    id: 'child-pose',
    name: { en: "Child's pose", es: 'Postura del niño' },
    category: 'cooldown',
    bodyPart: 'spine',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'beginner',
    prescription: seconds(1, 45),
    instructions: {
      en: [
        'Kneel with your big toes together and your knees apart.',
        'Sit back towards your heels and walk your hands forwards, forehead to the floor.',
        'Breathe into your back and let it widen with each breath.',
      ],
      es: [
        'Arrodíllate con los dedos gordos juntos y las rodillas separadas.',
        'Lleva la cadera hacia los talones y avanza con las manos hasta apoyar la frente en el suelo.',
        'Respira hacia la espalda y deja que se ensanche con cada respiración.',
      ],
    },
    tips: {
      en: ['Put a pillow under your hips or forehead if either does not reach.'],
      es: ['Pon una almohada bajo la cadera o la frente si no llegan.'],
    },
  }),
  defineExercise({
    id: 'lying-spinal-twist',
    name: { en: 'Lying spinal twist', es: 'Torsión de columna tumbado' },
    category: 'cooldown',
    bodyPart: 'spine',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Lie on your back, arms out wide, and draw one knee to your chest.',
        'Let that knee fall across your body to the floor, keeping both shoulders down.',
        'Turn your head the other way, hold and switch sides.',
      ],
      es: [
        'Túmbate boca arriba con los brazos abiertos y lleva una rodilla al pecho.',
        'Deja caer esa rodilla hacia el lado contrario sin despegar los hombros.',
        'Gira la cabeza hacia el otro lado, mantén y cambia de lado.',
      ],
    },
    tips: {
      en: ['Let gravity do the work: no need to push the knee down.'],
      es: ['Deja que la gravedad trabaje: no hace falta empujar la rodilla.'],
    },
  }),
  defineExercise({
    id: 'neck-side-stretch',
    name: { en: 'Neck side stretch', es: 'Estiramiento lateral del cuello' },
    category: 'cooldown',
    bodyPart: 'neck',
    equipment: 'none',
    places: EVERYWHERE,
    posture: 'seated',
    level: 'beginner',
    prescription: seconds(1, 20, true),
    instructions: {
      en: [
        'Sit tall and hold the side of your seat with one hand.',
        'Tilt your head away from that hand, ear towards shoulder.',
        'Hold gently without pulling, then switch sides.',
      ],
      es: [
        'Siéntate erguido y sujeta el lado del asiento con una mano.',
        'Inclina la cabeza hacia el lado contrario, llevando la oreja hacia el hombro.',
        'Mantén con suavidad, sin tirar, y cambia de lado.',
      ],
    },
    tips: {
      en: ['Eases the stiff neck of a night spent sleeping upright.'],
      es: ['Alivia el cuello rígido tras una noche durmiendo sentado.'],
    },
  }),
  defineExercise({
    id: 'hip-flexor-stretch',
    name: { en: 'Half-kneeling hip flexor stretch', es: 'Estiramiento de flexores de cadera' },
    category: 'cooldown',
    bodyPart: 'hips',
    equipment: 'none',
    places: FLOOR_PLACES,
    posture: 'floor',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Kneel on one knee with the other foot in front, both knees at 90 degrees.',
        'Tuck your tailbone under and shift your hips gently forwards.',
        'Reach the arm on the kneeling side overhead, hold and switch sides.',
      ],
      es: [
        'Apoya una rodilla en el suelo con el otro pie delante, ambas rodillas a 90 grados.',
        'Mete el coxis y desplaza la cadera suavemente hacia delante.',
        'Eleva el brazo del lado de la rodilla apoyada, mantén y cambia de lado.',
      ],
    },
    tips: {
      en: ['The stretch for anyone who sits all day: kneel on a folded towel.'],
      es: ['El estiramiento para quien pasa el día sentado: apoya la rodilla en una toalla doblada.'],
    },
  }),
  defineExercise({
    id: 'calf-wall-stretch',
    name: { en: 'Calf wall stretch', es: 'Estiramiento de gemelos en la pared' },
    category: 'cooldown',
    bodyPart: 'legs',
    equipment: 'none',
    places: STANDING_PLACES,
    posture: 'standing',
    level: 'beginner',
    prescription: seconds(1, 30, true),
    instructions: {
      en: [
        'Place your hands on a wall and step one foot back, heel down, leg straight.',
        'Bend the front knee and lean into the wall until you feel the back calf stretch.',
        'Hold, then switch legs.',
      ],
      es: [
        'Apoya las manos en la pared y lleva un pie atrás, con el talón apoyado y la pierna recta.',
        'Dobla la rodilla de delante e inclínate hacia la pared hasta notar el gemelo de atrás.',
        'Mantén y cambia de pierna.',
      ],
    },
    tips: {
      en: ['Point the back toes straight ahead.'],
      es: ['Mantén la punta del pie de atrás mirando al frente.'],
    },
  }),
  defineExercise({
    id: 'cross-body-shoulder-stretch',
    name: { en: 'Cross-body shoulder stretch', es: 'Estiramiento cruzado de hombro' },
    category: 'cooldown',
    bodyPart: 'shoulders',
    equipment: 'none',
    places: EVERYWHERE,
    posture: 'seated',
    level: 'beginner',
    prescription: seconds(1, 20, true),
    instructions: {
      en: [
        'Sit tall and bring one arm across your chest.',
        'Hold it above the elbow with the other hand and draw it gently closer.',
        'Keep the shoulder down, hold and switch arms.',
      ],
      es: [
        'Siéntate erguido y cruza un brazo por delante del pecho.',
        'Sujétalo por encima del codo con la otra mano y acércalo suavemente.',
        'Mantén el hombro bajo, aguanta y cambia de brazo.',
      ],
    },
    tips: {
      en: ['Works just as well standing in a queue.'],
      es: ['Funciona igual de bien de pie en una cola.'],
    },
  }),
  defineExercise({
    id: 'box-breathing',
    name: { en: 'Box breathing', es: 'Respiración cuadrada' },
    category: 'cooldown',
    bodyPart: 'full_body',
    equipment: 'none',
    places: EVERYWHERE,
    posture: 'seated',
    level: 'beginner',
    prescription: seconds(1, 60),
    instructions: {
      en: [
        'Sit comfortably, shoulders relaxed, and close your eyes if you can.',
        'Breathe in through your nose for four counts, hold for four.',
        'Breathe out for four counts, hold for four, and repeat.',
      ],
      es: [
        'Siéntate cómodo, con los hombros relajados, y cierra los ojos si puedes.',
        'Toma aire por la nariz durante cuatro tiempos y retenlo cuatro.',
        'Suelta el aire en cuatro tiempos, espera cuatro y repite.',
      ],
    },
    tips: {
      en: ['Calms the nervous system before a meeting or after a stressful flight.'],
      es: ['Calma el sistema nervioso antes de una reunión o después de un vuelo estresante.'],
    },
  }),
];
